import { describe, expect, it } from 'vitest';
import { checkGenderColumn, detectMapping, parseGender } from './headers';

describe('detectMapping', () => {
  it('recognises Korean headers', () => {
    expect(detectMapping(['배번', '성명', '성별', '나이', '건타임', '완주기록'])).toEqual({
      backNo: '배번',
      runnerName: '성명',
      gender: '성별',
      age: '나이',
      gunTime: '건타임',
      netTime: '완주기록',
    });
    expect(detectMapping(['순위', '배번호', '이름', '연령', '기록'])).toMatchObject({
      place: '순위',
      backNo: '배번호',
      runnerName: '이름',
      age: '연령',
      netTime: '기록',
    });
  });
  it('recognises English headers, case and punctuation blind', () => {
    expect(detectMapping(['Place', 'Bib #', 'Name', 'Sex', 'Age', 'Chip Time', 'Gun Time'])).toEqual({
      place: 'Place',
      backNo: 'Bib #',
      runnerName: 'Name',
      gender: 'Sex',
      age: 'Age',
      netTime: 'Chip Time',
      gunTime: 'Gun Time',
    });
  });
});

describe('gender', () => {
  it('reads M/F, 남/여, male/female', () => {
    expect(['M', '남', 'male', 'Male', '남자'].map(parseGender)).toEqual(['M', 'M', 'M', 'M', 'M']);
    expect(['F', '여', 'female', '여성'].map(parseGender)).toEqual(['F', 'F', 'F', 'F']);
    expect(parseGender('')).toBeNull();
    expect(parseGender('12')).toBeUndefined();
  });
  it("drops a 'Gender' column that holds places within the gender", () => {
    const headers = ['Bib', 'Name', 'Gender', 'Time'];
    const rows = [
      ['1', 'A', '1', '1:00:00'],
      ['2', 'B', '2', '1:01:00'],
      ['3', 'C', '1', '1:02:00'],
    ];
    const m = detectMapping(headers);
    expect(m.gender).toBe('Gender');
    const checked = checkGenderColumn(m, headers, rows);
    expect(checked.droppedGender).toBe(true);
    expect(checked.mapping.gender).toBeUndefined();
    expect(checkGenderColumn(m, headers, [['1', 'A', 'M', '1:00:00']]).droppedGender).toBe(false);
  });
});
