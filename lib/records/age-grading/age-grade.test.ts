import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseDistanceKm, courseKey } from '../course-distance';
import { ageGrade } from './age-grade';
import { ageGradingJson } from './build';
import data from './road-2020.json';

const read = (f: string) => readFileSync(path.join(import.meta.dirname, f), 'utf8');

describe('road age grading (Alan Jones 2020, WMA road standards)', () => {
  it('road-2020.json is what the published tables say', () => {
    expect(ageGradingJson(read('MaleRoadStd2020.csv'), read('FemaleRoadStd2020.csv'))).toEqual(data);
  });

  it('grades by the table: open standard / age factor / time', () => {
    // Male 10 km open standard 1584 s (26:24); at 50 the factor is 0.8886.
    expect(ageGrade(1584, 10, 'M', 25)).toBe(100);
    expect(ageGrade(2400, 10, 'M', 50)).toBeCloseTo((1584 / 0.8886 / 2400) * 100, 1);
    // Female half: 3871 s open standard, factor 0.9185 at 45 (tables' own figures).
    const f45 = data.F.factors['45'][2];
    expect(ageGrade(6000, 21.0975, 'F', 45)).toBeCloseTo((3871 / f45 / 6000) * 100, 1);
    // An older runner's slower time can grade higher than a younger runner's faster one.
    expect(ageGrade(3000, 10, 'M', 70)!).toBeGreaterThan(ageGrade(2700, 10, 'M', 30)!);
  });

  it('has no grade without a gender, an age in the table or a graded distance', () => {
    expect(ageGrade(1800, 10, null, 40)).toBeNull();
    expect(ageGrade(1800, 10, 'M', null)).toBeNull();
    expect(ageGrade(1800, 10, 'M', 101)).toBeNull();
    expect(ageGrade(1800, 18, 'M', 40)).toBeNull();
    expect(ageGrade(null, 10, 'M', 40)).toBeNull();
  });

  it('reads course distances from the names results files use', () => {
    expect(courseDistanceKm('하프')).toBe(21.0975);
    expect(courseDistanceKm('Half Marathon')).toBe(21.0975);
    expect(courseDistanceKm('미니(10km)')).toBe(10);
    expect(courseDistanceKm('건강(5km)')).toBe(5);
    expect(courseDistanceKm('10Km')).toBe(10);
    expect(courseDistanceKm('미니')).toBe(10);
    expect(courseDistanceKm('울트라')).toBeNull();
    expect(courseKey('하프코스')).toBe('half');
    expect(courseKey('미니(10km)')).toBe(courseKey('10km'));
  });
});
