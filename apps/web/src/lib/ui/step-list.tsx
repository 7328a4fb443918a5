import { Group, Text, ThemeIcon } from '@mantine/core';

/**
 * "Step 2 of 3" as a numbered list with the current step marked for screen readers too. Mantine's
 * Stepper does more than a three-step form needs and weighs 2 KB of the page's first load.
 */
export function StepList({ steps, active, label }: { steps: string[]; active: number; label: string }) {
  return (
    <Group component="ol" aria-label={label} gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Group component="li" key={step} gap={8} wrap="nowrap" aria-current={index === active ? 'step' : undefined}>
          <ThemeIcon radius="xl" size={28} variant={index <= active ? 'filled' : 'light'} color={index < active ? 'teal' : 'blue'} aria-hidden>
            {index < active ? '✓' : index + 1}
          </ThemeIcon>
          <Text fz="sm" fw={index === active ? 700 : 400} c={index === active ? undefined : 'dimmed'}>
            {step}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
