import { useState } from 'react';
import { Box, Group, Marquee, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TLocalized } from '@city-parking/contract/site/languages';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/**
 * A running line under the header with the operator's short announcement. Moving text must be
 * possible to stop (WCAG 2.2.2): a pause button, and a still line for people who asked their system
 * for less motion.
 */
export function MarqueeBanner({ text }: { text: TLocalized }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  if (!text[language]) return null;
  const line = (
    <Text fz="sm" c="dark" truncate={reducedMotion ? undefined : 'end'}>
      {text[language]}
    </Text>
  );
  return (
    <Box bg="yellow.1" py={6} px="xs" role="region" aria-label={text[language]}>
      {reducedMotion ? (
        line
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            {paused ? (
              line
            ) : (
              <Marquee pauseOnHover duration={30_000} gap="xl">
                {line}
              </Marquee>
            )}
          </Box>
          <UnstyledButton aria-pressed={paused} onClick={() => setPaused(!paused)} fz="xs" c="dark" mih={24} px={6} td="underline">
            {t('marquee.pause')}
          </UnstyledButton>
        </Group>
      )}
    </Box>
  );
}
