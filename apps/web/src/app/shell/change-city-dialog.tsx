import { useState } from 'react';
import { Button, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CITIES, changeCity, currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { takeRequestedCity } from '@/lib/modals/change-city-request.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';

/** Pick a city by its display name and confirm; the app reloads on / against that city's back end. */
export function ChangeCityDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const [selected, setSelected] = useState<string | null>(currentCity.city);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('city.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      // The city list opens inside the dialog (options stay in it for assistive technology); a scrolling
      // content box would clip the list's last cities.
      styles={{ content: { overflow: 'visible' } }}
      transitionProps={{ onEnter: () => setSelected(takeRequestedCity() ?? currentCity.city) }}
    >
      <Stack>
        <Select
          label={t('city.label')}
          data={CITIES.map((city) => ({ value: city.city, label: city.nameForShow[language] }))}
          value={selected}
          onChange={setSelected}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          // The dialog's one field takes the focus, not its close button.
          data-autofocus
        />
        <DialogActions onCancel={onClose}>
          <Button
            disabled={!selected}
            onClick={() => {
              if (!selected) return;
              if (selected === currentCity.city) onClose();
              else changeCity(selected, href('/'));
            }}
          >
            {t('actions.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
