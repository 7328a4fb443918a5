import { Box, Marquee, Text } from '@mantine/core';
import type { TLocalized } from '@city-parking/contract/site/languages';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** A running line under the header with the operator's short announcement. */
export function MarqueeBanner({ text }: { text: TLocalized }) {
  const { language } = useLanguage();
  if (!text[language]) return null;
  return (
    <Box bg="yellow.1" py={6} role="region" aria-label={text[language]}>
      <Marquee pauseOnHover duration={30_000} gap="xl">
        <Text fz="sm" c="dark">
          {text[language]}
        </Text>
      </Marquee>
    </Box>
  );
}
