import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffMember } from '@city-parking/contract/operator/operator-staff';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useMe, useResetSecondFactor, useSetStaffRoles, useSetStaffState, useStaff } from '../api/staff.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { RoleChoice } from './role-choice.tsx';

const COLUMNS = 5;
// Text in the desk's status colours, which keep AA contrast on white (a light badge's do not).
const STATE_CLASSES = { invited: 'desk-status-black', active: 'desk-status-green', disabled: 'desk-status-grey' } as const;

/** A member's row: the roles as they are, or being edited, and the state with its switch. */
function MemberRow({ member, self }: { member: TStaffMember; self: boolean }) {
  const { t } = useTranslation(deskScreenTexts);
  const [editing, setEditing] = useState<TStaffRole[] | null>(null);
  const roles = useSetStaffRoles();
  const state = useSetStaffState();
  const reset = useResetSecondFactor();
  const disabled = member.state === 'disabled';
  const failed = roles.isError ? roles.error : state.isError ? state.error : reset.isError ? reset.error : null;
  const save = () => {
    if (!editing || editing.length === 0) return;
    roles.mutate({ id: member.id, roles: editing }, { onSuccess: () => setEditing(null) });
  };
  return (
    <tr>
      <td>
        {member.name}{' '}
        {self && (
          <Text span c="dimmed" fz="sm">
            {t('desk.staff.you')}
          </Text>
        )}
      </td>
      <td style={{ overflowWrap: 'anywhere' }}>{member.email}</td>
      <td>
        {editing ? (
          <Stack gap="xs">
            <RoleChoice
              legend={t('desk.staff.editRolesOf', { name: member.name })}
              value={editing}
              onChange={setEditing}
              error={editing.length === 0 ? t('desk.staff.chooseRole') : null}
              {...(self ? { locked: 'admin' as const } : {})}
            />
            <Group gap="xs">
              <Button size="compact-sm" onClick={save} loading={roles.isPending} disabled={editing.length === 0}>
                {t('desk.staff.saveRoles')}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(null)}>
                {t('desk.staff.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text fz="sm">{member.roles.map((role) => t(`desk.role.${role}`)).join(', ')}</Text>
        )}
      </td>
      <td>
        <Text span fz="sm" fw={500} className={STATE_CLASSES[member.state]}>
          {t(`desk.state.${member.state}`)}
        </Text>
        {member.state === 'active' && !member.secondFactor && (
          <Text fz="xs" className="desk-dimmed">
            {t('desk.staff.noSecondFactor')}
          </Text>
        )}
      </td>
      <td>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            {!editing && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setEditing([...member.roles])}
                aria-label={t('desk.staff.editRolesOf', { name: member.name })}
              >
                {t('desk.staff.editRoles')}
              </Button>
            )}
            {!self && (
              <Button
                size="compact-sm"
                variant="light"
                color={disabled ? 'green' : 'red'}
                loading={state.isPending}
                onClick={() => state.mutate({ id: member.id, enable: disabled })}
              >
                {t(disabled ? 'desk.staff.enable' : 'desk.staff.disable')}
              </Button>
            )}
            {!self && member.secondFactor && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={reset.isPending}
                onClick={() => reset.mutate({ id: member.id })}
                aria-label={t('desk.staff.resetSecondFactorOf', { name: member.name })}
              >
                {t('desk.staff.resetSecondFactor')}
              </Button>
            )}
          </Group>
          {failed !== null && <ErrorAlert>{errorMessage(t, failed)}</ErrorAlert>}
        </Stack>
      </td>
    </tr>
  );
}

/** The city's staff: name, e-mail, roles and state of each, with the admin's changes in place. */
export function StaffList() {
  const { t } = useTranslation(deskScreenTexts);
  const staff = useStaff();
  const me = useMe();
  const items = staff.data?.items ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="desk-staff-list">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="desk-staff-list">
          {t('desk.staff.title')}
        </Title>
        {staff.isError ? (
          <LoadErrorCard title={t('desk.staff.loadError')} error={staff.error} onRetry={() => void staff.refetch()} />
        ) : !staff.isPending && items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('desk.staff.empty')}
          </Text>
        ) : (
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          <div className="desk-table-wrap" role="region" tabIndex={0} aria-label={t('desk.staff.table')}>
            <table className="desk-table" aria-busy={staff.isPending}>
              <thead>
                <tr>
                  <th scope="col">{t('desk.staff.name')}</th>
                  <th scope="col">{t('desk.staff.email')}</th>
                  <th scope="col">{t('desk.staff.roles')}</th>
                  <th scope="col">{t('desk.staff.state')}</th>
                  <th scope="col">{t('desk.staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {staff.isPending
                  ? Array.from({ length: 5 }, (_, i) => (
                      <tr key={i} aria-hidden>
                        {Array.from({ length: COLUMNS }, (_, j) => (
                          <td key={j}>
                            <Skeleton h={22} my={2} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : items.map((member) => <MemberRow key={member.id} member={member} self={member.id === me.data?.id} />)}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
