import { UnstyledButton } from '@mantine/core';
import { openChangeCity } from '@/lib/modals/change-city-request.ts';
import { labelInName } from './label-in-name.ts';

/**
 * The header's current city, which opens the city dialog. White on the header's blue reads at 5:1
 * (light blue did not reach 4.5:1); the dotted underline marks it as a control, and its 24 px height
 * is the smallest target WCAG 2.2 allows.
 */
export function CityButton({ label, name }: { label: string; name: string }) {
  return (
    <UnstyledButton
      onClick={() => openChangeCity()}
      aria-label={labelInName(name, label)}
      c="white"
      fz="sm"
      mih={24}
      td="underline"
      style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 3 }}
    >
      {name}
    </UnstyledButton>
  );
}
