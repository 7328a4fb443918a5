import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCompanyPayer } from '@city-parking/contract/corporate/company-payers';
import { ApiError } from '@/lib/http/api-error.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { companyFor } from '../api/get-company-payers.ts';
import { CompanyPayChoice } from './company-pay-choice.tsx';
import { limitLeftOf, PaymentErrorAlert } from './payment-error-alert.tsx';

const company: TCompanyPayer = { companyName: 'ООО «Прикамье Логистик»', active: true, plates: ['В202ВВ159'], monthlyLimit: 500, remaining: 120.5 };

afterEach(cleanup);

describe('the company as a payer', () => {
  it('is found for its active vehicles, the plate typed in any case or with Latin look-alikes, and not for an inactive driver', () => {
    expect(companyFor([company], 'в202вв159')).toBe(company);
    expect(companyFor([company], 'B202BB159')).toBe(company);
    expect(companyFor([company], 'А123ВС159')).toBeUndefined();
    expect(companyFor([{ ...company, active: false }], 'В202ВВ159')).toBeUndefined();
    expect(companyFor(undefined, 'В202ВВ159')).toBeUndefined();
  });

  it('offers the company account with its name and what is left of the cap, the driver’s own money first', async () => {
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() } });
    const onChange = vi.fn();
    renderWithProviders(<CompanyPayChoice company={company} value="own" onChange={onChange} />);
    expect(await screen.findByRole('radio', { name: 'Я сам' })).toBeChecked();
    const byCompany = screen.getByRole('radio', { name: 'Со счёта организации: ООО «Прикамье Логистик»' });
    expect(byCompany).toHaveAccessibleDescription('Осталось по месячному лимиту: 120,50\u00a0₽');
    await userEvent.click(byCompany);
    expect(onChange).toHaveBeenCalledWith('company');
  });

  it('says what is left of the cap beside the refusal of a start beyond it', async () => {
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() } });
    const refused = new ApiError('CompanyLimitExceeded', undefined, { status: 'error', errorName: 'CompanyLimitExceeded', remaining: 40 });
    expect(limitLeftOf(refused)).toBe(40);
    expect(limitLeftOf(new ApiError('CompanyNoMoney'))).toBeNull();
    renderWithProviders(<PaymentErrorAlert error={refused} />, { route: '/en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment would exceed your monthly company limit. Left of the monthly limit: 40.00 ₽');
  });
});
