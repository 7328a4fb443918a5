import { describe, expect, it } from 'vitest';
import {
  PLATE_ISSUE_ERROR,
  PLATE_LETTERS,
  PLATE_MAX_LENGTH,
  type TPlateFormat,
  type TPlateIssue,
  type TPlateRef,
  type TPlateType,
  ZVehiclePlateFields,
  checkCategory,
  checkPlate,
  checkVehiclePlate,
  describePlate,
  findDuplicatePlate,
  isSamePlate,
  normalisePlate,
  parseRussianPlate,
} from '../../src/vehicle/plate.ts';

describe('normalisePlate', () => {
  it.each([
    ['A', 'А'],
    ['B', 'В'],
    ['E', 'Е'],
    ['K', 'К'],
    ['M', 'М'],
    ['H', 'Н'],
    ['O', 'О'],
    ['P', 'Р'],
    ['C', 'С'],
    ['T', 'Т'],
    ['Y', 'У'],
    ['X', 'Х'],
  ])('turns Latin %s into Cyrillic %s', (latin, cyrillic) => {
    expect(normalisePlate(latin)).toBe(cyrillic);
    expect(normalisePlate(latin.toLowerCase())).toBe(cyrillic);
  });

  it.each([
    ['a123bc59', 'А123ВС59'],
    [' А 123 вс 159 ', 'А123ВС159'],
    ['х\t777\nхх 77', 'Х777ХХ77'],
    ['D123FG59', 'D123FG59'],
    ['ж123жж59', 'Ж123ЖЖ59'],
  ])('%j → %s', (input, output) => {
    expect(normalisePlate(input)).toBe(output);
  });

  it('lists exactly the twelve Cyrillic plate letters', () => {
    expect([...PLATE_LETTERS]).toEqual(['А', 'В', 'Е', 'К', 'М', 'Н', 'О', 'Р', 'С', 'Т', 'У', 'Х']);
  });
});

describe('Russian templates', () => {
  it.each<[string, TPlateType, string, string]>([
    ['А123ВС59', 'standart', 'А123ВС', '59'],
    ['А123ВС159', 'standart', 'А123ВС', '159'],
    ['a 123 bc 59', 'standart', 'А123ВС', '59'],
    ['АВ123С59', 'transit', 'АВ123С', '59'],
    ['АВ123С777', 'transit', 'АВ123С', '777'],
    ['АВ12359', 'taxi', 'АВ123', '59'],
    ['АВ123159', 'taxi', 'АВ123', '159'],
    ['1234АВ59', 'moto', '1234АВ', '59'],
    ['1234 ab 159', 'moto', '1234АВ', '159'],
    ['А123459', 'mvdStandart', 'А1234', '59'],
    ['А1234159', 'mvdStandart', 'А1234', '159'],
    ['123А59', 'mvdTrailer', '123А', '59'],
    ['123А159', 'mvdTrailer', '123А', '159'],
    ['1234А59', 'mvdMoto', '1234А', '59'],
    ['1234А159', 'mvdMoto', '1234А', '159'],
  ])('%s is %s: %s + %s', (input, type, number, region) => {
    expect(parseRussianPlate(input)).toEqual({ type, number, region });
    expect(checkPlate(input, 'rus')).toEqual({ ok: true, value: { format: 'rus', plate: number + region, number, region, type } });
  });

  it.each<[string, TPlateIssue]>([
    ['', 'required'],
    ['   ', 'required'],
    ['А123ВС1590', 'tooLong'],
    ['А123ВС.5', 'format'],
    ['Б123ВС59', 'format'],
    ['А123ДЖ59', 'format'],
    ['Ё123ВС59', 'format'],
    ['D123FG59', 'format'],
    ['Z123BC59', 'format'],
    ['А123ВС5', 'format'],
    ['А12ВС59', 'format'],
    ['АВС12359', 'format'],
    ['123459', 'format'],
    ['А123-ВС59', 'format'],
    ['А-123-ВС-59', 'tooLong'],
  ])('%j fails with %s', (input, issue) => {
    expect(checkPlate(input, 'rus')).toEqual({ ok: false, issue });
  });

  it('counts the length after removing spaces', () => {
    expect(checkPlate(' А 123 ВС 159 ').ok).toBe(true);
    expect(PLATE_MAX_LENGTH).toBe(9);
  });
});

describe('foreign plates', () => {
  it.each([
    ['b ab 1234', 'BAB1234'],
    ['ab1234cd', 'AB1234CD'],
    ['1234 AB-7', '1234AB-7'],
    ['123ABC02', '123ABC02'],
    ['123456789', '123456789'],
  ])('%j skips the template check and stays Latin: %s', (input, plate) => {
    expect(checkPlate(input, 'foreign')).toEqual({ ok: true, value: { format: 'foreign', plate, number: plate, region: '', type: null } });
  });

  it.each<[string, TPlateIssue]>([
    ['', 'required'],
    ['ABCDE12345', 'tooLong'],
  ])('%j still fails with %s', (input, issue) => {
    expect(checkPlate(input, 'foreign')).toEqual({ ok: false, issue });
  });

  // A Latin plate typed under «Российский» is read as Russian: look-alikes turn Cyrillic, and one
  // that fits no template is a format error, never a foreign plate (the driver chooses the format).
  it.each<[string, ReturnType<typeof checkPlate>]>([
    ['x777xx', { ok: false, issue: 'format' }],
    ['a123bc', { ok: false, issue: 'format' }],
    ['D123FG59', { ok: false, issue: 'format' }],
    ['a123bc59', { ok: true, value: { format: 'rus', plate: 'А123ВС59', number: 'А123ВС', region: '59', type: 'standart' } }],
  ])('checks Latin %j as a Russian plate', (input, result) => {
    expect(checkPlate(input, 'rus')).toEqual(result);
  });
});

describe('describePlate', () => {
  it.each<[string, TPlateFormat, ReturnType<typeof describePlate>]>([
    ['а123вс59', 'rus', { kind: 'car', number: 'А123ВС', region: '59' }],
    ['АВ123159', 'rus', { kind: 'car', number: 'АВ123', region: '159' }],
    ['1234АВ59', 'rus', { kind: 'moto', number: '1234АВ', region: '59' }],
    ['1234А77', 'rus', { kind: 'moto', number: '1234А', region: '77' }],
    ['123А59', 'rus', { kind: 'car', number: '123А', region: '59' }],
    ['bab 1234', 'foreign', { kind: 'foreign', number: 'BAB1234', region: '' }],
    ['ЖЖЖ', 'rus', { kind: 'car', number: 'ЖЖЖ', region: '' }],
  ])('%s (%s)', (input, format, display) => {
    expect(describePlate(input, format)).toEqual(display);
  });
});

describe('duplicates', () => {
  const vehicles: TPlateRef[] = [
    { id: 1, number: 'А123ВС', region: '59', format: 'rus' },
    { id: 2, number: 'BAB1234', region: '', format: 'foreign' },
    { id: 3, number: '1234АВ', region: '159', format: 'rus' },
    { id: 4, number: 'WOB777', region: '59', format: 'foreign' },
  ];

  it.each<[string, TPlateRef, string | number | null, string | number | undefined]>([
    ['same plate', { number: 'А123ВС', region: '59', format: 'rus' }, null, 1],
    ['same plate in Latin lower case', { number: 'a123bc', region: '59', format: 'rus' }, null, 1],
    ['same number, other region', { number: 'А123ВС', region: '159', format: 'rus' }, null, undefined],
    ['the edited vehicle itself', { number: 'А123ВС', region: '59', format: 'rus' }, 1, undefined],
    ['another vehicle while editing', { number: 'А123ВС', region: '59', format: 'rus' }, 3, 1],
    ['foreign, case-insensitive', { number: 'bab1234', format: 'foreign' }, null, 2],
    ['foreign: stored region is not compared', { number: 'WOB777', region: '', format: 'foreign' }, null, 4],
    ['foreign: candidate region is not compared', { number: 'WOB777', region: '77', format: 'foreign' }, null, 4],
    ['foreign edited itself', { number: 'BAB1234', format: 'foreign' }, 2, undefined],
    ['Russian plate typed as foreign', { number: 'A123BC59', format: 'foreign' }, null, 1],
    ['foreign number equal to a Russian number without region', { number: 'А123ВС', format: 'foreign' }, null, undefined],
    ['new plate', { number: 'В456ОР', region: '59', format: 'rus' }, null, undefined],
  ])('%s', (_name, candidate, editedId, duplicateId) => {
    expect(findDuplicatePlate(candidate, vehicles, editedId)?.id).toBe(duplicateId);
  });

  it('compares symmetrically', () => {
    const rus = { number: 'А123ВС', region: '59', format: 'rus' as const };
    const foreign = { number: 'a123bc59', format: 'foreign' as const };
    expect(isSamePlate(rus, foreign)).toBe(true);
    expect(isSamePlate(foreign, rus)).toBe(true);
  });
});

describe('category', () => {
  it.each<[string, TPlateFormat, string, TPlateIssue | null]>([
    ['1234АВ59', 'rus', 'A', null],
    ['1234А59', 'rus', 'A', null],
    ['1234АВ59', 'rus', 'B', 'categoryMismatch'],
    ['1234АВ59', 'rus', 'M', 'categoryMismatch'],
    ['1234А59', 'rus', 'C', 'categoryMismatch'],
    ['А123ВС59', 'rus', 'A', 'categoryMismatch'],
    ['АВ123С59', 'rus', 'A', 'categoryMismatch'],
    ['АВ12359', 'rus', 'A', 'categoryMismatch'],
    ['А123459', 'rus', 'A', 'categoryMismatch'],
    ['123А59', 'rus', 'A', 'categoryMismatch'],
    ['А123ВС59', 'rus', 'B', null],
    ['АВ12359', 'rus', 'C', null],
    ['123А59', 'rus', 'D', null],
    ['А123ВС59', 'rus', 'M', null],
    ['BAB1234', 'foreign', 'A', null],
    ['BAB1234', 'foreign', 'B', null],
    ['А123ВС59', 'rus', '', 'categoryRequired'],
    ['А123ВС59', 'rus', 'E', 'categoryRequired'],
  ])('%s (%s) with category %j → %s', (plate, format, category, issue) => {
    const checked = checkPlate(plate, format);
    if (!checked.ok) throw new Error(`fixture ${plate} must be a valid plate`);
    expect(checkCategory(category, checked.value.type)).toBe(issue);
  });
});

describe('checkVehiclePlate', () => {
  const vehicles: TPlateRef[] = [{ id: 'x', number: 'А123ВС', region: '59', format: 'rus' }];

  it.each<[string, Parameters<typeof checkVehiclePlate>[0], string | null, TPlateIssue | null]>([
    ['valid', { plate: 'В456ОР59', category: 'B' }, null, null],
    ['empty wins over category', { plate: '', category: '' }, null, 'required'],
    ['format wins over duplicate', { plate: 'А123ВЖ59', category: 'B' }, null, 'format'],
    ['duplicate', { plate: 'a123bc59', category: 'B' }, null, 'duplicate'],
    ['duplicate ignored when editing itself', { plate: 'a123bc59', category: 'B' }, 'x', null],
    ['category mismatch', { plate: '1234АВ59', category: 'B' }, null, 'categoryMismatch'],
    ['category missing', { plate: 'В456ОР59', category: null }, null, 'categoryRequired'],
    ['foreign with region-less duplicate check', { plate: 'a123bc59', format: 'foreign', category: 'B' }, null, 'duplicate'],
  ])('%s', (_name, input, editedId, issue) => {
    const result = checkVehiclePlate(input, { vehicles, editedId });
    expect(result.ok ? null : result.issue).toBe(issue);
  });
});

describe('ZVehiclePlateFields', () => {
  it('outputs the split, normalised plate with the default format', () => {
    expect(ZVehiclePlateFields.parse({ plate: 'a 123 bc 159', category: 'B' })).toEqual({
      format: 'rus',
      plate: 'А123ВС159',
      number: 'А123ВС',
      region: '159',
      type: 'standart',
      category: 'B',
    });
  });

  it.each<[unknown, string, string]>([
    [{ plate: '', category: 'B' }, 'plate', PLATE_ISSUE_ERROR.required],
    [{ plate: 'А123ВС1590', category: 'B' }, 'plate', PLATE_ISSUE_ERROR.tooLong],
    [{ plate: 'Б123ВС59', category: 'B' }, 'plate', 'InvalidFormat'],
    [{ plate: '1234АВ59', category: 'B' }, 'category', PLATE_ISSUE_ERROR.categoryMismatch],
    [{ plate: '1234АВ59' }, 'category', 'RequiredField'],
  ])('%j fails on %s with %s', (input, path, message) => {
    const result = ZVehiclePlateFields.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });
});
