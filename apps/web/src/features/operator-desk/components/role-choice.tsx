import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { deskScreenTexts } from '../screen-texts.ts';

interface Props {
  legend: string;
  value: readonly TStaffRole[];
  onChange: (roles: TStaffRole[]) => void;
  error?: string | null;
  /** A role the member may not take away here (an admin's own admin role). */
  locked?: TStaffRole;
}

/** The roles as a group of checkboxes, in the contract's order. */
export function RoleChoice({ legend, value, onChange, error, locked }: Props) {
  const { t } = useTranslation(deskScreenTexts);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-invalid={error ? true : undefined}>
      <Text component="legend" fz="sm" fw={500} mb={4}>
        {legend}
      </Text>
      <Group gap="md" wrap="wrap">
        {STAFF_ROLES.map((role) => (
          <NativeCheckbox
            key={role}
            label={t(`desk.role.${role}`)}
            checked={value.includes(role)}
            disabled={locked === role}
            onChange={(event) => onChange(STAFF_ROLES.filter((r) => (r === role ? event.currentTarget.checked : value.includes(r))))}
          />
        ))}
      </Group>
      {error && (
        <Text c="red" fz="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
