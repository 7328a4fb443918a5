import { currentCity } from '@/lib/city/current-city.ts';

/** Keys of the companies that pay for the driver's parking: a payment on a company's account changes the cap left. */
export const companyPayersKeys = {
  all: ['company-payers', currentCity.city] as const,
  driver: (token: string) => ['company-payers', currentCity.city, token] as const,
};
