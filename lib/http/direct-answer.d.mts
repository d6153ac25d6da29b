/** Types of direct-answer.mjs (see there). */
export interface DirectAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}
export declare function markDirectRequest(request: object): void;
export declare function isDirectRequest(request: object): boolean;
export declare function directJsonAnswer(status: number, headers: Record<string, string | string[]>, data: unknown): DirectAnswer;
export declare function directAnswerOf(value: unknown): DirectAnswer | null;
