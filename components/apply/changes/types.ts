import type { PublicPolicy } from '@/lib/editions/policy';
import type { SearchAnswer } from '@/lib/registration/self-service';
import type { CourseOption } from '../types';

/** The lookup's proof, sent with every change (spec §7: {joinSeq, joinerName, cellphone}; joinSeq as 4 digits). */
export interface LookupProof {
  joinSeq: string;
  joinerName: string;
  cellphone: string;
}

/** What every change section of the lookup page gets: the registration, its proof, the courses and the edition's policy. */
export interface ChangeSectionProps {
  reg: SearchAnswer;
  proof: LookupProof;
  courses: CourseOption[];
  /** ISO instant of race day (age rules). */
  raceDate: string;
  policy: PublicPolicy;
  /** Look the registration up again after a change (new figures, runners, state). */
  onChanged: () => Promise<void>;
}
