import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Group, UnstyledButton } from '@mantine/core';

export interface CardTab {
  value: string;
  label: string;
  panel: ReactNode;
}

interface CardTabsProps {
  tabs: CardTab[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/**
 * ARIA tabs (arrow keys move between tabs) for the payment card. Mantine's Tabs shares a chunk with
 * ScrollArea, which would add 14 KB gzip to the page's first load for two buttons.
 */
export function CardTabs({ tabs, value, onChange, label }: CardTabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs.find((tab) => tab.value === value) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <Group role="tablist" aria-label={label} gap="md" mb="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {tabs.map((tab, index) => {
          const selected = tab === active;
          return (
            <UnstyledButton
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              py="xs"
              fw={selected ? 600 : 400}
              style={{ borderBottom: `2px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`, marginBottom: -1 }}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </Group>
      {active && (
        <div role="tabpanel" id={`${id}-panel-${active.value}`} aria-labelledby={`${id}-tab-${active.value}`}>
          {active.panel}
        </div>
      )}
    </>
  );
}
