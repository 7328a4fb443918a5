import { Group, Text } from '@mantine/core';

/**
 * "Step 2 of 3" as a numbered list with the current step marked for screen readers too. Mantine's
 * Stepper does more than a three-step form needs and weighs 2 KB of the page's first load; for the
 * same reason the markers are `.step-marker` circles (app.css) in ThemeIcon's colours.
 */
export function StepList({ steps, active, label }: { steps: string[]; active: number; label: string }) {
  return (
    <Group component="ol" aria-label={label} gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Group component="li" key={step} gap={8} wrap="nowrap" aria-current={index === active ? 'step' : undefined}>
          <span className="step-marker" data-state={index < active ? 'done' : index === active ? 'current' : 'next'} aria-hidden>
            {index < active ? '✓' : index + 1}
          </span>
          <Text fz="sm" fw={index === active ? 700 : 400} c={index === active ? undefined : 'dimmed'}>
            {step}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
