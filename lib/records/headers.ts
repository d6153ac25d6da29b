/**
 * Column mapping of a results file (results import): which header holds each field. Client-safe, so
 * the staff page can show and edit the mapping the server detected.
 */
export const MAPPING_FIELDS = [
  'backNo',
  'runnerName',
  'gender',
  'age',
  'birthday',
  'netTime',
  'gunTime',
  'startTime',
  'finishTime',
  'place',
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
export type Mapping = Partial<Record<MappingField, string>>;

/** Fields without which no row can be imported (a time: net, or gun when there is no net). */
export const REQUIRED_FIELDS: MappingField[] = ['backNo', 'runnerName'];

/** Common Korean and English header names, compared after `normHeader`. */
const SYNONYMS: Record<MappingField, string[]> = {
  backNo: ['배번', '배번호', '번호', '참가번호', 'bib', 'bibno', 'bibnumber', 'bibnum', 'backno', 'no'],
  runnerName: ['성명', '이름', '참가자', '참가자명', '선수명', 'name', 'runnername', 'fullname', 'athlete', 'runner'],
  gender: ['성별', '성', 'sex', 'gender', 'mf'],
  age: ['나이', '연령', 'age'],
  birthday: ['생년월일', '출생년도', '생년', '출생연도', 'birthday', 'birthdate', 'dob', 'birthyear', 'yob', 'born'],
  netTime: [
    '기록',
    '완주기록',
    '넷타임',
    '순기록',
    '완주시간',
    '칩기록',
    'net',
    'nettime',
    'chip',
    'chiptime',
    'time',
    'finalnet',
    'officialtime',
  ],
  gunTime: ['건타임', '총기록', 'gun', 'guntime', 'grosstime', 'clocktime'],
  startTime: ['출발시간', '출발시각', '출발', 'starttime', 'start'],
  finishTime: ['도착시간', '도착시각', '도착', 'finishtime', 'finish'],
  place: ['순위', '종합순위', '전체순위', 'place', 'overall', 'overallplace', 'rank', 'pos', 'position'],
};

/** Header text compared case- and punctuation-blind ('Bib #' = 'bib', '완주 기록' = '완주기록'). */
export function normHeader(h: string): string {
  return h.toLowerCase().replace(/[\s_\-#./()[\]:]/g, '');
}

/** Split columns ('5km', '10K', '하프', '21.1km'): header -> its name, for `splits`. */
export function isSplitHeader(h: string): boolean {
  const n = normHeader(h);
  return /^\d+(\d)?k(m)?(split)?$/.test(n) || /^(split|구간)\d+$/.test(n) || n === '하프' || n === 'half';
}

/**
 * Detects the mapping from the header row: each field takes the first header among its synonyms
 * (exact match after normalising), and a header is used once. `place` is only for checking places.
 */
export function detectMapping(headers: string[]): Mapping {
  const normed = headers.map(normHeader);
  const used = new Set<number>();
  const mapping: Mapping = {};
  for (const field of MAPPING_FIELDS) {
    for (const syn of SYNONYMS[field]) {
      const i = normed.findIndex((h, idx) => h === syn && !used.has(idx));
      if (i >= 0) {
        mapping[field] = headers[i];
        used.add(i);
        break;
      }
    }
  }
  return mapping;
}

/** A gender cell as M/F, null when blank, undefined when unreadable (M/F, 남/여, male/female). */
export function parseGender(v: string): 'M' | 'F' | null | undefined {
  const s = v.trim().toLowerCase();
  if (s === '' || s === '-') return null;
  if (['m', '남', '남자', '남성', 'male', 'man', 'men'].includes(s)) return 'M';
  if (['f', 'w', '여', '여자', '여성', 'female', 'woman', 'women'].includes(s)) return 'F';
  return undefined;
}

/**
 * Drops a detected `gender` column whose cells are not genders: in real files a column called
 * 'Gender' may hold the place within the gender (numbers). Looks at up to 200 non-blank cells; keeps
 * the column when at least 90% read as a gender. Returns the checked mapping and whether it dropped it.
 */
export function checkGenderColumn(mapping: Mapping, headers: string[], rows: string[][]): { mapping: Mapping; droppedGender: boolean } {
  if (!mapping.gender) return { mapping, droppedGender: false };
  const col = headers.indexOf(mapping.gender);
  const sample = rows
    .map((r) => r[col] ?? '')
    .filter((v) => v.trim() !== '')
    .slice(0, 200);
  if (sample.length === 0) return { mapping, droppedGender: false };
  const readable = sample.filter((v) => parseGender(v) !== undefined).length;
  if (readable / sample.length >= 0.9) return { mapping, droppedGender: false };
  const rest = { ...mapping };
  delete rest.gender;
  return { mapping: rest, droppedGender: true };
}
