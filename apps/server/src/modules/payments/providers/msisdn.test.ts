import { describe, expect, it } from 'vitest';
import { countryOfMsisdn, normalizeMsisdn, operatorByPrefix, operatorFromPresetId } from './msisdn.js';
import { InvalidMsisdnError, type Country } from './provider-adapter.js';

describe('normalizeMsisdn', () => {
  const valid: Array<[string, Country, string]> = [
    ['0961234567', 'ZM', '260961234567'],
    ['096 123 4567', 'ZM', '260961234567'],
    ['+260 96-123-4567', 'ZM', '260961234567'],
    ['00260961234567', 'ZM', '260961234567'],
    ['260971234567', 'ZM', '260971234567'],
    ['961234567', 'ZM', '260961234567'],
    ['(0)953456700', 'ZM', '260953456700'],
    ['0571234567', 'ZM', '260571234567'],
    ['0712345678', 'KE', '254712345678'],
    ['0110123456', 'KE', '254110123456'],
    ['+254 703 456789', 'KE', '254703456789'],
    ['0772123456', 'UG', '256772123456'],
    ['0392123456', 'UG', '256392123456'],
    ['0241234567', 'GH', '233241234567'],
    ['+233 20 345 6789', 'GH', '233203456789'],
  ];
  for (const [input, country, expected] of valid) {
    it(`${country}: ${input} -> ${expected}`, () => {
      expect(normalizeMsisdn(input, country)).toBe(expected);
    });
  }

  const invalid: Array<[string, Country]> = [
    ['', 'ZM'],
    ['0211234567', 'ZM'], // Lusaka fixed line
    ['09612345', 'ZM'], // too short
    ['09612345678', 'ZM'], // too long
    ['+254712345678', 'ZM'], // another country
    ['+961234567', 'ZM'], // '+' needs the country code
    ['0961234567x', 'ZM'],
    ['0201234567', 'KE'], // Nairobi fixed line
    ['0412345678', 'UG'],
    ['0302123456', 'GH'], // Accra fixed line
  ];
  for (const [input, country] of invalid) {
    it(`${country}: refuses ${JSON.stringify(input)}`, () => {
      expect(() => normalizeMsisdn(input, country)).toThrow(InvalidMsisdnError);
    });
  }
});

describe('operator prefixes', () => {
  it('guesses the operator from the market preset, longest prefix first', () => {
    expect(operatorByPrefix('260961234567', 'ZM')).toBe('MTN');
    expect(operatorByPrefix('260761234567', 'ZM')).toBe('MTN');
    expect(operatorByPrefix('260971234567', 'ZM')).toBe('AIRTEL');
    expect(operatorByPrefix('260571234567', 'ZM')).toBe('AIRTEL');
    expect(operatorByPrefix('260951234567', 'ZM')).toBe('ZAMTEL');
    expect(operatorByPrefix('254712345678', 'KE')).toBe('MPESA');
    expect(operatorByPrefix('254741234567', 'KE')).toBe('MPESA');
    expect(operatorByPrefix('254751234567', 'KE')).toBe('AIRTEL');
    expect(operatorByPrefix('256701234567', 'UG')).toBe('AIRTEL');
    expect(operatorByPrefix('233561234567', 'GH')).toBe('AIRTELTIGO');
    expect(operatorByPrefix('233201234567', 'GH')).toBe('TELECEL');
    expect(operatorByPrefix('260551234567', 'ZM')).toBeUndefined();
  });

  it('maps the Ghana preset id AT to AIRTELTIGO', () => {
    expect(operatorFromPresetId('AT')).toBe('AIRTELTIGO');
    expect(operatorFromPresetId('GLO')).toBeUndefined();
  });

  it('finds the country of an E.164 number', () => {
    expect(countryOfMsisdn('260961234567')).toBe('ZM');
    expect(countryOfMsisdn('233241234567')).toBe('GH');
    expect(countryOfMsisdn('46733123450')).toBeUndefined();
  });
});
