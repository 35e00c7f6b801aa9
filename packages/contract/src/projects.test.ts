import { describe, expect, it } from 'vitest';
import { addScanBodySchema, normaliseSerial, projectSurveyProblems, serialFromQr } from './projects.ts';
import { bracketFor } from './tiers.ts';

describe('serials and QR codes', () => {
  it('normalises typed serials: no spaces or dashes, upper case', () => {
    expect(normaliseSerial(' rw-2406 0012 34 ')).toBe('RW2406001234');
  });

  it('reads the bare serial or a label URL ending in /p/<serial>', () => {
    expect(serialFromQr('RW2406001234')).toBe('RW2406001234');
    expect(serialFromQr('https://club.example.com/p/rw2406001234')).toBe('RW2406001234');
    expect(serialFromQr('https://club.example.com/en/p/RW2406001234/?utm=label#x')).toBe('RW2406001234');
    expect(serialFromQr('https://club.example.com/products/RW2406001234')).toBeNull();
    expect(serialFromQr('https://club.example.com/p/')).toBeNull();
    expect(serialFromQr('https://club.example.com/p/%E0%A4%A')).toBeNull();
    expect(serialFromQr('hello world!')).toBeNull();
    expect(serialFromQr('')).toBeNull();
  });

  it('accepts exactly one of serial_number and qr, with a message key for each problem', () => {
    expect(addScanBodySchema.parse({ serial_number: 'rw 2406 001234' })).toEqual({ serial_number: 'RW2406001234' });
    expect(addScanBodySchema.safeParse({ qr: 'https://x.test/p/RW2406001234' }).success).toBe(true);
    const neither = addScanBodySchema.safeParse({});
    expect(neither.error?.issues.map((i) => i.message)).toEqual(['validation.serialOrQr']);
    const both = addScanBodySchema.safeParse({ serial_number: 'RW2406001234', qr: 'RW2406001234' });
    expect(both.success).toBe(false);
    const bad = addScanBodySchema.safeParse({ serial_number: 'ab!' });
    expect(bad.error?.issues.map((i) => i.message)).toContain('validation.serialNumber');
  });
});

describe('project survey', () => {
  const good = [
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: 3 },
  ];
  it('accepts a complete response and lists every problem of a bad one', () => {
    expect(projectSurveyProblems(JSON.stringify(good)).fields).toEqual({});
    const { fields } = projectSurveyProblems(
      JSON.stringify([
        { question_id: 1, answer_id: 9 },
        { question_id: 4, value: 0 },
        { question_id: 77, answer_id: 1 },
      ]),
    );
    expect(fields).toEqual({
      'response.1': ['validation.invalid'],
      'response.2': ['validation.required'],
      'response.4': ['validation.surveyNumber'],
      'response.77': ['validation.invalid'],
    });
    expect(projectSurveyProblems('not json').fields).toEqual({ response: ['validation.invalid'] });
    expect(projectSurveyProblems('{"a":1}').fields).toEqual({ response: ['validation.invalid'] });
  });
});

describe('tier brackets', () => {
  const brackets = [
    { level: 2, from: 50, to: 149, points: 1 },
    { level: 1, from: 0, to: 49, points: 0 },
    { level: 3, from: 150, to: 999999, points: 2 },
  ];
  it('finds the bracket a count falls in', () => {
    expect(bracketFor(brackets, 0)?.level).toBe(1);
    expect(bracketFor(brackets, 49)?.level).toBe(1);
    expect(bracketFor(brackets, 50)?.level).toBe(2);
    expect(bracketFor(brackets, 5_000_000)?.level).toBe(3);
    expect(bracketFor([], 3)).toBeNull();
  });
});
