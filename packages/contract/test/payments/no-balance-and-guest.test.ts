import { describe, expect, it } from 'vitest';
import { guestPhoneError, ZGuestStartRequest } from '../../src/payments/guest.ts';
import { ZEndNoBalanceRequest, ZStartNoBalanceRequest } from '../../src/payments/no-balance.ts';

describe("guestPhoneError (spec §5: the guest form's phone)", () => {
  it.each([
    [undefined, 'PhoneEmpty'],
    ['', 'PhoneEmpty'],
    ['7', 'PhoneEmpty'],
    ['+7 922', 'ValidationError'],
    ['7922100000', 'ValidationError'],
    ['19221000001', 'ValidationError'],
    ['79221000001x', 'ValidationError'],
    ['79221000001', null],
    ['89221000001', null],
    ['+7 (922) 100-00-01', null],
  ])('%j → %s', (phone, error) => {
    expect(guestPhoneError(phone)).toBe(error);
  });
});

describe('no-balance and guest requests', () => {
  it('read a form body: the vehicle as JSON text, ids as numbers, empty fields as empty', () => {
    expect(ZStartNoBalanceRequest.parse({ Token: 't', ParkingCode: 'P6101', Vehicle: '{"Number":"А123ВС161"}' })).toEqual({
      Token: 't',
      Zone: '',
      ParkingCode: 'P6101',
      Vehicle: { Number: 'А123ВС161', Category: 'B', NumberFormat: 'rus' },
    });
    expect(ZEndNoBalanceRequest.parse({ Token: 't', OrderId: '12', PaymentService: 'card' })).toEqual({ Token: 't', OrderId: 12, PaymentService: 'card' });
    expect(ZEndNoBalanceRequest.parse({ Token: 't' })).toEqual({ Token: 't', PaymentService: '' });
    expect(ZGuestStartRequest.safeParse({ Token: 't', Duration: '60', phone: '79221000001' }).data).toMatchObject({
      Duration: 60,
      Zone: '',
      PaymentService: '',
    });
  });

  it('refuse what no form sends', () => {
    expect(ZEndNoBalanceRequest.safeParse({ Token: '', OrderId: 1 }).success).toBe(false);
    expect(ZEndNoBalanceRequest.safeParse({ Token: 't', OrderId: '-1' }).success).toBe(false);
    expect(ZStartNoBalanceRequest.safeParse({ Token: 't', Vehicle: '{not json' }).success).toBe(false);
  });
});
