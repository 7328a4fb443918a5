import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ZCostPlaneRequest, ZCostPlaneResponse } from '../../src/flat/cost-plane.ts';
import { FLAT_PARKING_CODE, FLAT_PAYMENT_WINDOW_MS, isFlatParkingCode, STATUS_MESSAGE_MS } from '../../src/flat/flat-parking.ts';
import { ZPayPlaneRequest, ZPayPlaneResponse } from '../../src/flat/pay-plane.ts';
import { ticketNumberIssue } from '../../src/flat/ticket-number.ts';

describe('flat-lot constants (spec §9)', () => {
  it('holds a price for 30 s and a status message for 7 s', () => {
    expect(FLAT_PAYMENT_WINDOW_MS).toBe(30_000);
    expect(STATUS_MESSAGE_MS).toBe(7_000);
  });

  it.each([
    [FLAT_PARKING_CODE, true],
    [' FLAT ', true],
    ['P101', false],
    ['', false],
    [null, false],
  ])('parking code %o is the flat-lot one: %s', (code, expected) => {
    expect(isFlatParkingCode(code)).toBe(expected);
  });
});

describe('card (ticket) number', () => {
  it.each([
    ['', 'RequiredField'],
    ['   ', 'RequiredField'],
    ['1234 5678', null],
    ['ab-12', null],
    ['12/34', 'InvalidFormat'],
    ['1'.repeat(33), 'InvalidFormat'],
  ])('%o: %s', (text, issue) => {
    expect(ticketNumberIssue(text)).toBe(issue);
  });
});

describe('GET /backend/v2/costPlane', () => {
  it('reads the ticket number without spaces, upper-cased, and any lot by default', () => {
    expect(safeParse(ZCostPlaneRequest, { ticketNumber: ' 7010 0012ab ' }).data).toEqual({ ticketNumber: '70100012AB', parkingNumber: '' });
    expect(safeParse(ZCostPlaneRequest, { ticketNumber: '1', parkingNumber: '701' }).data).toEqual({ ticketNumber: '1', parkingNumber: '701' });
  });

  it.each([{}, { ticketNumber: '' }, { ticketNumber: '№12' }, { ticketNumber: '1', parkingNumber: 'x'.repeat(41) }])('refuses %o', (query) => {
    expect(safeParse(ZCostPlaneRequest, query).success).toBe(false);
  });

  it('answers cost in roubles, the quote and the lot', () => {
    expect(safeParse(ZCostPlaneResponse, { status: 'ok', result: { cost: 123.45, sessionId: 'q1', parkingNumber: '701' } }).success).toBe(true);
    expect(safeParse(ZCostPlaneResponse, { status: 'ok', result: { cost: -1, sessionId: 'q1', parkingNumber: '701' } }).success).toBe(false);
    expect(safeParse(ZCostPlaneResponse, { status: 'ok', result: { cost: 0, sessionId: '', parkingNumber: '701' } }).success).toBe(false);
  });
});

describe('POST /backend/v2/payPlane', () => {
  it.each([
    { paymentService: 'card', parkingNumber: '701', sessionId: 'q1' },
    { paymentService: 'mobile', parkingNumber: '701', sessionId: 'q1', phone: '+79120000001' },
    // An empty method is answered NotSelectedPaymentService by the server, not a ValidationError.
    { parkingNumber: '701', sessionId: 'q1' },
  ])('accepts %o', (body) => {
    expect(safeParse(ZPayPlaneRequest, body).success).toBe(true);
  });

  it.each([
    { paymentService: 'card', sessionId: 'q1' },
    { paymentService: 'card', parkingNumber: '701' },
    { paymentService: 'card', parkingNumber: '701', sessionId: '' },
  ])('refuses %o', (body) => {
    expect(safeParse(ZPayPlaneRequest, body).success).toBe(false);
  });

  it('answers a redirect address or a message', () => {
    expect(safeParse(ZPayPlaneResponse, { status: 'ok', result: { redirectURL: '/city/perm/sandbox/pay/x' } }).success).toBe(true);
    expect(safeParse(ZPayPlaneResponse, { status: 'ok', result: { message: 'Nothing to pay' } }).success).toBe(true);
    expect(safeParse(ZPayPlaneResponse, { status: 'ok', result: {} }).success).toBe(false);
  });
});
