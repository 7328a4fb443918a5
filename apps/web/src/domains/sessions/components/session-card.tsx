import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { zoneLabel } from '../zone-label.ts';

/** One session of a list, named by its plate: the plate and the zone, then what the list says of it (`children`). */
export function SessionCard({ session, children }: { session: TSession; children: ReactNode }) {
  const { t } = useTranslation();
  const plate = session.transport.numberTs;
  return (
    <Paper component="li" aria-label={plate} withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{plate}</Text>
          <Text fz="sm" c="dimmed">
            {zoneLabel(t, session)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
