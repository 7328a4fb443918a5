import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Paper, UnstyledButton, type ButtonProps } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';

export interface SimpleMenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  current?: boolean;
  lang?: string;
}

interface SimpleMenuProps {
  label: ReactNode;
  ariaLabel?: string;
  buttonProps?: ButtonProps;
  items: SimpleMenuItem[];
}

/**
 * A small dropdown menu (button + menu + menuitems) with the keyboard behaviour of the ARIA menu
 * button pattern. The header needs nothing more, and Mantine's Menu would bring its floating
 * positioning engine into every page's first load.
 */
export function SimpleMenu({ label, ariaLabel, buttonProps, items }: SimpleMenuProps) {
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useWindowEvent('resize', () => setOpened(false));

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };
  const open = (focusIndex = 0) => {
    setOpened(true);
    requestAnimationFrame(() => focusItem(focusIndex));
  };
  const close = (returnFocus = true) => {
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onItemKey = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div ref={rootRef} style={{ position: 'relative' }}>
      <Button
        ref={buttonRef}
        {...buttonProps}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => (opened ? close(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open(event.key === 'ArrowDown' ? 0 : items.length - 1);
          }
        }}
      >
        {label}
      </Button>
      {opened && (
        <Paper id={menuId} role="menu" shadow="md" withBorder p={4} miw={160} style={{ position: 'absolute', right: 0, top: 'calc(100% + 6px)', zIndex: 400 }}>
          {items.map((item, index) => (
            <UnstyledButton
              key={item.key}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitem"
              lang={item.lang}
              aria-current={item.current ? 'true' : undefined}
              className="simple-menu-item"
              onKeyDown={(event) => onItemKey(event, index)}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </div>
  );
}
