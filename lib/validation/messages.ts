/**
 * Validation messages are catalogue keys (namespace `validation` in messages/<locale>/validation.json),
 * so the same zod schema gives Korean or English text on the client and in the server's 400 answers.
 */
export const V = {
  consent: 'validation.consent',
  name: 'validation.name',
  groupName: 'validation.groupName',
  groupNameUnchecked: 'validation.groupNameUnchecked',
  phone: 'validation.phone',
  phoneLookup: 'validation.phoneLookup',
  zipcode: 'validation.zipcode',
  zipAddress: 'validation.zipAddress',
  address: 'validation.address',
  runnerRequired: 'validation.runnerRequired',
  birthday: 'validation.birthday',
  gender: 'validation.gender',
  course: 'validation.course',
  option: 'validation.option',
  joinSeq: 'validation.joinSeq',
  ageHalf: 'validation.ageHalf',
  ageMini: 'validation.ageMini',
  duplicateInList: 'validation.duplicateInList',
  alreadyApplied: 'validation.alreadyApplied',
  minRunners: 'validation.minRunners',
  schoolGroupMin: 'validation.schoolGroupMin',
  paymentType: 'validation.paymentType',
  badRequest: 'validation.badRequest',
  controlChars: 'validation.controlChars',
  bodyTooLarge: 'validation.bodyTooLarge',
  birthdayFuture: 'validation.birthdayFuture',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];
