import type { ReactNode } from 'react';
import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';

interface Props<T> {
  title: string;
  addLabel: string;
  emptyText: string;
  /** The items; undefined while the profile loads. */
  items: readonly T[] | undefined;
  onAdd: () => void;
  /** The list, drawn when there are items. */
  list: (items: readonly T[]) => ReactNode;
  /** What follows the list: its failures, its dialogs. */
  children?: ReactNode;
}

/** A profile section listing vehicles or documents: title, add button, then a placeholder, an empty note or the list. */
export function ListBlock<T>({ title, addLabel, emptyText, items, onAdd, list, children }: Props<T>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Button size="xs" variant="light" onClick={onAdd} disabled={!items}>
          {addLabel}
        </Button>
      </Group>
      {!items ? <Skeleton h={40} /> : items.length === 0 ? <Text c="dimmed">{emptyText}</Text> : list(items)}
      {children}
    </Paper>
  );
}
