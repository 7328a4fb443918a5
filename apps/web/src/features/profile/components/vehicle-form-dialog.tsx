import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import {
  checkVehiclePlate,
  DEFAULT_VEHICLE_CATEGORY,
  detectPlateFormat,
  normalisePlate,
  normalisePlateFor,
  VEHICLE_CATEGORIES,
  type TPlateFormat,
} from '@city-parking/contract/vehicle/plate';
import { checkVehicleSts, STS_INPUT_MASK } from '@city-parking/contract/vehicle/sts';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { isParked } from '@/domains/sessions/parked-plate.ts';
import { useActiveSessions } from '@/domains/sessions/api/use-active-sessions.ts';
import { addVehicle, type VehicleValues } from '../api/add-vehicle.ts';
import { editVehicle } from '../api/edit-vehicle.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { profileTexts } from '../texts.ts';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

interface Props {
  /** The vehicle being edited; none adds a new one. */
  vehicle: TVehicle | null;
  vehicles: readonly TVehicle[];
  onClose: () => void;
}

type Issues = Partial<Record<'grz' | 'category' | 'sts', string>>;

/** Add or edit a vehicle under every plate, category and STS rule; a failed save keeps it open. */
export function VehicleFormDialog({ vehicle, vehicles, onClose }: Props) {
  const { t } = useTranslation([profileVehiclesTexts, profileTexts], { nsMode: 'fallback' });
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VehicleValues>({
    grz: vehicle?.numberTs ?? '',
    format: vehicle?.formatGrz ?? 'rus',
    category: vehicle?.category ?? DEFAULT_VEHICLE_CATEGORY,
    sts: vehicle?.STSNumber ?? '',
    name: vehicle?.name ?? '',
    mainTs: vehicle?.mainTs ?? vehicles.length === 0,
  });
  // The format follows what is typed until the driver picks one.
  const [formatChosen, setFormatChosen] = useState(vehicle !== null);
  const [issues, setIssues] = useState<Issues>({});
  const others = vehicles.map((v) => ({ id: v.id, number: v.number, region: v.region, format: v.formatGrz, sts: v.STSNumber }));
  const { sessions } = useActiveSessions();

  const save = useMutation({
    mutationFn: () => (vehicle ? editVehicle(vehicle.numberTs, values) : addVehicle(values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorName === 'ValidationError' && error.fields) setIssues(issueTexts(error.fields));
    },
  });

  function issueTexts(fields: Record<string, string>): Issues {
    return Object.fromEntries(Object.entries(fields).map(([field, issue]) => [field, t(`profile.vehicle.issue.${field === 'sts' ? `sts.${issue}` : issue}`)]));
  }

  const set = <K extends keyof VehicleValues>(key: K, value: VehicleValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setIssues({});
    save.reset();
  };

  const submit = () => {
    const plate = checkVehiclePlate({ plate: values.grz, format: values.format, category: values.category }, { vehicles: others, editedId: vehicle?.id });
    const found: Issues = {};
    if (!plate.ok) Object.assign(found, issueTexts({ [plate.issue.startsWith('category') ? 'category' : 'grz']: plate.issue }));
    // A parked plate stays as it is until the parking ends (spec: the vehicle must not be currently parked).
    const plateChanged = !vehicle || normalisePlate(values.grz) !== normalisePlate(vehicle.numberTs);
    if (plate.ok && plateChanged && (isParked(values.grz, sessions) || (vehicle !== null && isParked(vehicle.numberTs, sessions)))) {
      Object.assign(found, issueTexts({ grz: 'parked' }));
    }
    const stsIssue = checkVehicleSts(values.sts, others, vehicle?.id);
    if (stsIssue) Object.assign(found, issueTexts({ sts: stsIssue }));
    setIssues(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const generalFailure = save.isError && !(save.error instanceof ApiError && save.error.errorName === 'ValidationError');
  return (
    <Modal
      opened
      onClose={onClose}
      title={vehicle ? t('profile.vehicle.edit') : t('profile.vehicle.add')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <SegmentedControl
            aria-label={t('profile.vehicle.format')}
            value={values.format}
            onChange={(format) => {
              setFormatChosen(true);
              set('format', format as TPlateFormat);
            }}
            data={[
              { value: 'rus', label: t('profile.vehicle.russian') },
              { value: 'foreign', label: t('profile.vehicle.foreign') },
            ]}
          />
          <TextInput
            label={t('profile.vehicle.plate')}
            value={values.grz}
            error={issues.grz}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              set('grz', typed);
              if (!formatChosen) set('format', detectPlateFormat(typed));
            }}
            onBlur={() => set('grz', normalisePlateFor(values.grz, values.format))}
            data-autofocus
          />
          <NativeSelect
            label={t('profile.vehicle.category')}
            value={values.category}
            error={issues.category}
            onChange={(event) => set('category', event.currentTarget.value)}
            data={VEHICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
          <TextInput
            label={t('profile.vehicle.sts')}
            placeholder={STS_INPUT_MASK}
            value={values.sts}
            error={issues.sts}
            onChange={(event) => set('sts', event.currentTarget.value)}
          />
          <TextInput label={t('profile.vehicle.name')} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} />
          <Group gap="xs" component="label" wrap="nowrap">
            <input type="checkbox" className="native-checkbox" checked={values.mainTs} onChange={(event) => set('mainTs', event.currentTarget.checked)} />
            <Text fz="sm">{t('profile.vehicle.main')}</Text>
          </Group>
          {generalFailure && (
            <Alert color="red" role="alert">
              {t('profile.vehicle.saveFailed')} {errorMessage(t, save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
