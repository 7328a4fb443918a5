import { Group, NativeSelect, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isErrorName } from '@city-parking/contract/errors/error-names';
import { VEHICLE_NAME_MAX_LENGTH, type TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import {
  checkVehiclePlate,
  DEFAULT_VEHICLE_CATEGORY,
  normalisePlate,
  normalisePlateFor,
  VEHICLE_CATEGORIES,
  type TPlateFormat,
} from '@city-parking/contract/vehicle/plate';
import { checkVehicleSts, STS_INPUT_MASK } from '@city-parking/contract/vehicle/sts';
import { useForm } from '@/lib/form/use-form.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { isParked } from '@/domains/sessions/parked-plate.ts';
import { useActiveSessions } from '@/domains/sessions/api/use-active-sessions.ts';
import { addVehicle, type VehicleValues } from '../api/add-vehicle.ts';
import { editVehicle } from '../api/edit-vehicle.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { fieldIssues } from '../field-issues.ts';
import { FormDialog } from './form-dialog.tsx';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

interface Props {
  /** The vehicle being edited; none adds a new one. */
  vehicle: TVehicle | null;
  vehicles: readonly TVehicle[];
  onClose: () => void;
}

const ISSUE_FIELDS = ['grz', 'category', 'sts', 'name'] as const;
type Issues = Partial<Record<(typeof ISSUE_FIELDS)[number], string>>;
// An edit sends the plate as newgrz.
const FIELD_ALIASES = { newgrz: 'grz' } as const;

/** Add or edit a vehicle under every plate, category and STS rule; a failed save keeps it open. */
export function VehicleFormDialog({ vehicle, vehicles, onClose }: Props) {
  const { t } = useTranslation(profileVehiclesTexts);
  const queryClient = useQueryClient();
  const others = vehicles.map((v) => ({ id: v.id, number: v.number, region: v.region, format: v.formatGrz, sts: v.STSNumber }));
  const { sessions } = useActiveSessions();
  const form = useForm<VehicleValues>({
    initialValues: {
      grz: vehicle?.numberTs ?? '',
      format: vehicle?.formatGrz ?? 'rus',
      category: vehicle?.category ?? DEFAULT_VEHICLE_CATEGORY,
      sts: vehicle?.STSNumber ?? '',
      name: vehicle?.name ?? '',
      mainTs: vehicle?.mainTs ?? vehicles.length === 0,
    },
    validate: {
      grz: (_, values) => plateIssues(values).grz ?? null,
      category: (_, values) => plateIssues(values).category ?? null,
      sts: (sts) => {
        const issue = checkVehicleSts(sts, others, vehicle?.id);
        return issue ? (issueTexts({ sts: issue }).sts ?? null) : null;
      },
    },
    // Any edit forgets every issue and the last save's outcome.
    onEdit: () => {
      for (const field of ISSUE_FIELDS) form.setFieldError(field, null);
      save.reset();
    },
  });
  const values = form.values;

  const save = useMutation({
    mutationFn: (saved: VehicleValues) => (vehicle ? editVehicle(vehicle.numberTs, saved) : addVehicle(saved)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
    onError: (error) => {
      const issues = issueTexts(fieldIssues(error, ISSUE_FIELDS, FIELD_ALIASES) ?? {});
      for (const field of ISSUE_FIELDS) form.setFieldError(field, issues[field] ?? null);
    },
  });

  /** The plate and STS rules' own words; the schema's failures (a name too long) in the catalogue's. */
  function issueTexts(fields: Issues): Issues {
    return Object.fromEntries(
      Object.entries(fields).map(([field, issue]) => [
        field,
        isErrorName(issue) ? t(issue, { ns: 'errors' }) : t(`profile.vehicle.issue.${field === 'sts' ? `sts.${issue}` : issue}`),
      ]),
    );
  }

  /** The plate's issue, on the plate or on the category field. */
  function plateIssues(checked: VehicleValues): Issues {
    const plate = checkVehiclePlate({ plate: checked.grz, format: checked.format, category: checked.category }, { vehicles: others, editedId: vehicle?.id });
    if (!plate.ok) return issueTexts({ [plate.issue.startsWith('category') ? 'category' : 'grz']: plate.issue });
    // A parked plate stays as it is until the parking ends (spec: the vehicle must not be currently parked).
    const plateChanged = !vehicle || normalisePlate(checked.grz) !== normalisePlate(vehicle.numberTs);
    if (plateChanged && (isParked(checked.grz, sessions) || (vehicle !== null && isParked(vehicle.numberTs, sessions)))) return issueTexts({ grz: 'parked' });
    return {};
  }

  const generalFailure = save.isError && fieldIssues(save.error, ISSUE_FIELDS, FIELD_ALIASES) === null;
  return (
    <FormDialog
      title={vehicle ? t('profile.vehicle.edit') : t('profile.vehicle.add')}
      onClose={onClose}
      onSubmit={form.onSubmit((saved) => save.mutate(saved))}
      pending={save.isPending}
    >
      <SegmentedControl
        aria-label={t('profile.vehicle.format')}
        value={values.format}
        // The format is the driver's choice alone: a mistyped Russian plate is a format error, never
        // a silent switch to a foreign plate (spec accounts §5).
        onChange={(format) => form.setFieldValue('format', format as TPlateFormat)}
        data={[
          { value: 'rus', label: t('profile.vehicle.russian') },
          { value: 'foreign', label: t('profile.vehicle.foreign') },
        ]}
      />
      <TextInput
        label={t('profile.vehicle.plate')}
        {...form.getInputProps('grz')}
        onChange={(event) => form.setFieldValue('grz', event.currentTarget.value)}
        onBlur={() => form.setFieldValue('grz', normalisePlateFor(values.grz, values.format))}
        data-autofocus
      />
      <NativeSelect label={t('profile.vehicle.category')} {...form.getInputProps('category')} data={VEHICLE_CATEGORIES.map((c) => ({ value: c, label: c }))} />
      <TextInput label={t('profile.vehicle.sts')} placeholder={STS_INPUT_MASK} {...form.getInputProps('sts')} />
      <TextInput label={t('profile.vehicle.name')} maxLength={VEHICLE_NAME_MAX_LENGTH} {...form.getInputProps('name')} />
      <Group gap="xs" component="label" wrap="nowrap">
        <input
          type="checkbox"
          className="native-checkbox"
          checked={values.mainTs}
          onChange={(event) => form.setFieldValue('mainTs', event.currentTarget.checked)}
        />
        <Text fz="sm">{t('profile.vehicle.main')}</Text>
      </Group>
      {generalFailure && (
        <ErrorAlert>
          {t('profile.vehicle.saveFailed')} {errorMessage(t, save.error)}
        </ErrorAlert>
      )}
    </FormDialog>
  );
}
