import type { AccountChoice, LoginAnswer } from '../../../shared/schemas/auth.ts';

/** What every part of the account choice gets (docs/decisions/0091-a-claimed-contact-is-a-choice.md). */
export type ChoiceProps = {
  choice: AccountChoice;
  /** A join or a separate account went through: logged in (login), or the password set (reset). */
  onDone: (answer: LoginAnswer) => void;
};
