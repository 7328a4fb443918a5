import { UnstyledButton, type MantineFontSize } from '@mantine/core';
import { openChangeCity } from '@/lib/modals/change-city-request.ts';

interface CityButtonProps {
  label: string;
  name: string;
  fz: MantineFontSize;
  visibleFrom?: 'xs';
  hiddenFrom?: 'xs';
}

/**
 * The header's current city, which opens the city dialog. White on the header's blue reads at 5:1
 * (light blue did not reach 4.5:1); the dotted underline marks it as a control, and its 24 px height
 * is the smallest target WCAG 2.2 allows.
 */
export function CityButton({ label, name, fz, visibleFrom, hiddenFrom }: CityButtonProps) {
  return (
    <UnstyledButton
      onClick={() => openChangeCity()}
      // The name starts with the visible text, so that voice control finds the button by what it shows (WCAG 2.5.3).
      aria-label={`${name}. ${label}`}
      c="white"
      fz={fz}
      mih={24}
      visibleFrom={visibleFrom}
      hiddenFrom={hiddenFrom}
      td="underline"
      style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 3 }}
    >
      {name}
    </UnstyledButton>
  );
}
