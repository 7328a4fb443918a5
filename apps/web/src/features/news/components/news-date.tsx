import { Text } from '@mantine/core';
import { formatDate } from '@city-parking/contract/format/format-date';

export function NewsDate({ value }: { value: string }) {
  return (
    <Text component="time" dateTime={value} c="dimmed" fz="sm">
      {formatDate(value)}
    </Text>
  );
}
