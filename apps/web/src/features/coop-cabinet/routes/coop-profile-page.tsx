import '../coop.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/auth/logout.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { CardTabs } from '@/lib/ui/card-tabs.tsx';
import { preloadable } from '@/lib/routing/preloadable.ts';
import type { TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { coopKeys, useCorpProfile } from '../api/get-corp-profile.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { CoopHeader } from '../components/coop-header.tsx';
import { coopTexts } from '../texts.ts';

// The lists, their dialogs and the rules of their fields load after the cabinet's frame, which stays within the first-load budget.
// The first tab's code is asked for at once, while the profile loads. Once it is here, the loader
// hands it over without suspending: a plain one made the tab show its skeleton for React's 300 ms
// reveal delay after the profile arrived, and the taller list then pushed down what lies below it.
const loadDriversBlock = preloadable(async () => ({ default: (await import('../components/drivers-block.tsx')).DriversBlock }));
const DriversBlock = lazy(loadDriversBlock);
void loadDriversBlock();
// The statement's form (its select and file download) is below the lists and loads after them.
const StatementCard = lazy(async () => ({ default: (await import('../components/statement-card.tsx')).StatementCard }));
const VehiclesBlock = lazy(async () => ({ default: (await import('../components/vehicles-block.tsx')).VehiclesBlock }));
const DevicesBlock = lazy(async () => ({ default: (await import('../components/devices-block.tsx')).DevicesBlock }));

type Section = 'drivers' | 'vehicles' | 'devices' | 'operations';

/** What shows while a tab's code arrives: its action row and a list. */
function PanelSkeleton() {
  return (
    <Stack aria-busy>
      <Skeleton h={36} w={200} ml="auto" />
      <Skeleton h={320} />
    </Stack>
  );
}

/** What shows while the company's profile loads: the title, the balance card and a list, at their final sizes. */
function CabinetSkeleton() {
  return (
    <Stack aria-busy gap="lg">
      <Skeleton h={92} radius="md" />
      <Skeleton h={40} />
      <Skeleton h={320} />
    </Stack>
  );
}

/**
 * /coop-profile: the corporate cabinet, an area of its own shown instead of the public site while a
 * coop token exists. Without one (signed out, or the server refused it) the app returns to the public site.
 * The operations tab and the top-up dialog are other features', handed in by the app (a feature
 * imports no other feature); closing the dialog asks for the balance again, which the provider's
 * confirmation may have grown.
 */
export function CoopProfilePage({
  operationsPanel,
  topUpDialog,
}: {
  operationsPanel: (profile: TCorpProfile) => ReactNode;
  /** The top-up dialog, given the company (the payer of its invoices). */
  topUpDialog: (onClose: () => void, profile: TCorpProfile) => ReactNode;
}) {
  const { t } = useTranslation(coopTexts);
  const { href } = useLanguage();
  const token = useToken('coop');
  const queryClient = useQueryClient();
  const profile = useCorpProfile();
  const [section, setSection] = useState<Section>('drivers');
  const [toppingUp, setToppingUp] = useState(false);
  const closeTopUp = () => {
    setToppingUp(false);
    void queryClient.invalidateQueries({ queryKey: coopKeys.profile(currentCity.city, token) });
  };

  useEffect(() => {
    // The cabinet renders without the public shell, which otherwise removes index.html's first loader.
    document.getElementById('first-loader')?.remove();
  }, []);
  useEffect(() => {
    document.title = t('coop.title');
  }, [t]);
  useEffect(() => {
    // Signed out or refused: nothing a company saw stays in the cache.
    if (token === '') queryClient.removeQueries({ queryKey: coopKeys.all });
  }, [token, queryClient]);

  if (token === '') return <Navigate to={href(paths.home.getHref())} replace />;

  const data = profile.data;
  return (
    <div style={{ minHeight: '100vh' }}>
      <CoopHeader onLogout={() => logout('coop')} />
      <Container component="main" id="main" size="lg" py="lg">
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('coop.title')}</Title>
            {/* The company's lines keep their height while the profile loads; a long name is cut to one line. */}
            <Text fw={600} mih={24} truncate="end">
              {data?.name}
            </Text>
            <Text c="dimmed" fz="sm" mih={20}>
              {data && t('coop.inn', { inn: data.inn })}
            </Text>
          </div>
          {profile.isError && !data ? (
            <Alert color="red" role="alert" title={t('coop.loadFailed')}>
              <Button variant="light" color="red" mt="sm" onClick={() => void profile.refetch()}>
                {t('actions.retry')}
              </Button>
            </Alert>
          ) : !data ? (
            <CabinetSkeleton />
          ) : (
            <>
              <BalanceCard balance={data.balance} onTopUp={() => setToppingUp(true)} />
              {toppingUp && <Suspense fallback={null}>{topUpDialog(closeTopUp, data)}</Suspense>}
              <Paper>
                <CardTabs
                  label={t('coop.sections')}
                  value={section}
                  onChange={(value) => setSection(value as Section)}
                  tabs={[
                    {
                      value: 'drivers',
                      label: t('coop.tabs.drivers'),
                      panel: (
                        <Suspense fallback={<PanelSkeleton />}>
                          <DriversBlock profile={data} />
                        </Suspense>
                      ),
                    },
                    {
                      value: 'vehicles',
                      label: t('coop.tabs.vehicles'),
                      panel: (
                        <Suspense fallback={<PanelSkeleton />}>
                          <VehiclesBlock profile={data} />
                        </Suspense>
                      ),
                    },
                    {
                      value: 'devices',
                      label: t('coop.tabs.devices'),
                      panel: (
                        <Suspense fallback={<PanelSkeleton />}>
                          <DevicesBlock profile={data} />
                        </Suspense>
                      ),
                    },
                    { value: 'operations', label: t('coop.tabs.operations'), panel: <Suspense fallback={<PanelSkeleton />}>{operationsPanel(data)}</Suspense> },
                  ]}
                />
              </Paper>
              <Suspense fallback={<Skeleton h={120} radius="md" />}>
                <StatementCard />
              </Suspense>
            </>
          )}
        </Stack>
      </Container>
    </div>
  );
}
