import { describe, expect, it } from 'vitest';
import { addRows, deleteRows, editRow, emergencyInputs, loadedLists, toDiff, type RunnerFields } from './runner-lists';

const r = (name: string, over: Partial<RunnerFields> = {}): RunnerFields => ({
  ticketSeq: 1,
  choiceOption: '100',
  runnerName: name,
  birthday: '19900101',
  gender: 'M',
  cellphone: '01012345678',
  ...emergencyInputs({}),
  ...over,
});

describe('group proxy lists (spec §4 INS/UPD/DEL)', () => {
  const loaded = loadedLists([
    { ...r('김철수'), runnerSeq: 11 },
    { ...r('이영희', { gender: 'F' }), runnerSeq: 12 },
  ]);

  it('a loaded registration has nothing to save', () => {
    expect(toDiff(loaded)).toEqual({ INS: [], UPD: [], DEL: [] });
  });

  it('added rows are INS, an edited stored row is UPD with its runnerSeq, a deleted stored row is DEL', () => {
    let l = addRows(loaded, [r('박민수')])!;
    l = editRow(l, 's11', r('김철수', { ticketSeq: 2 }))!;
    l = deleteRows(l, new Set(['s12']));
    expect(toDiff(l)).toEqual({ INS: [r('박민수')], UPD: [{ ...r('김철수', { ticketSeq: 2 }), runnerSeq: 11 }], DEL: [12] });
  });

  it('deleting an unsaved row just removes it from INS; editing it keeps it INS', () => {
    let l = addRows(loaded, [r('박민수'), r('최지우')])!;
    const [added1, added2] = l.rows.slice(2);
    l = editRow(l, added1.key, r('박민수', { choiceOption: '105' }))!;
    l = deleteRows(l, new Set([added2.key]));
    expect(toDiff(l)).toEqual({ INS: [r('박민수', { choiceOption: '105' })], UPD: [], DEL: [] });
  });

  it('refuses a participant already in the list (same name, phone, birthday), also among uploaded rows', () => {
    expect(addRows(loaded, [r('김철수')])).toBeNull();
    expect(addRows(loaded, [r('박민수'), r('박민수')])).toBeNull();
    expect(editRow(loaded, 's12', r('김철수'))).toBeNull();
    expect(editRow(loaded, 's11', r('김철수', { ticketSeq: 3 }))).not.toBeNull();
  });

  it('carries the emergency contact, blood type and consent of a row to the save lists', () => {
    const withContact = r('최민', { emergencyName: '최영', emergencyPhone: '01099998888', bloodType: 'B', finishSms: true });
    const lists = addRows({ rows: [], deleted: [] }, [withContact])!;
    expect(toDiff(lists).INS[0]).toMatchObject({
      emergencyName: '최영',
      emergencyPhone: '01099998888',
      bloodType: 'B',
      bloodRh: '',
      finishSms: true,
    });
  });
});
