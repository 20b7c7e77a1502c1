// The admin commands of the runbook's nights (docs/runbook.md): ending every session,
// suspending a list of accounts, crediting one payment by its gateway id and reconciling
// payments. Each runs the product's own use case, in this process or inside the running server
// (cli/run-command.ts); what they print is what the operator reads back into the runbook.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { creditPaymentById, reconcilePayments, refundPaymentById } from '../features/payments/index.ts';
import { suspendAccounts } from '../features/trust/index.ts';
import { revokeAllSessions } from '../http/session.ts';
import type { CommandGroup } from './command.ts';

const log = () => pino({ level: 'warn' });

/** `--file FILE` becomes the ids it lists (one a line, `#` starts a comment), read where the command is typed. */
export const expandIdFiles = (args: string[], read = (file: string) => readFileSync(file, 'utf8')) => {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] !== '--file') {
      out.push(args[i]!);
      continue;
    }
    i += 1;
    const file = args[i];
    if (!file) throw new Error('--file needs a FILE of account ids, one a line');
    out.push(
      ...read(file)
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean),
    );
  }
  return out;
};

const parseSuspend = (args: string[]) => {
  const at = args.indexOf('--reason');
  const reason = at >= 0 ? (args[at + 1] ?? '').trim() : '';
  if (!reason) throw new Error('users suspend needs --reason "why", kept with each account');
  const words = args.filter((_, i) => i !== at && i !== at + 1);
  const bad = words.filter((w) => !/^\d+$/.test(w));
  if (bad.length > 0)
    throw new Error(`Not an account id: ${bad.slice(0, 3).join(', ')} (ids are numbers, one a line)`);
  const userIds = [...new Set(words.map(Number))];
  if (userIds.length === 0) throw new Error('users suspend needs account ids: ID... or --file FILE');
  return { userIds, reason };
};

export const RUNBOOK_COMMANDS: CommandGroup = {
  sessions: {
    usage: 'sessions end-all',
    run: async (deps, [verb]) => {
      if (verb !== 'end-all') throw new Error('sessions takes end-all');
      const accounts = await revokeAllSessions({ db: deps.database.db, live: deps.live });
      return `Ended every session: ${accounts} account(s) signed out on every process; each signs in again.`;
    },
  },
  users: {
    usage: 'users suspend ID... | --file FILE --reason "why"',
    run: async (deps, [verb, ...rest]) => {
      if (verb !== 'suspend') throw new Error('users takes suspend');
      const outcomes = await suspendAccounts({ deps, ...parseSuspend(rest) });
      const done = outcomes.filter((o) => o.suspended);
      return [
        ...outcomes.map((o) =>
          o.suspended
            ? `user ${o.userId}: suspended, ${o.listingsPaused} listing(s) paused, sessions ended`
            : `user ${o.userId}: not suspended: ${o.reason}`,
        ),
        `${done.length} of ${outcomes.length} account(s) suspended.`,
      ].join('\n');
    },
  },
  payments: {
    usage: 'payments credit PAYMENT_ID | refund PAYMENT_ID | reconcile',
    run: async (deps, [verb, paymentId]) => {
      if (verb === 'reconcile') {
        const summary = await reconcilePayments({
          ...deps,
          db: deps.database.db,
          now: deps.clock.now(),
          log: log(),
        });
        return `Checked ${summary.checked} unpaid order(s) with the ${deps.gateway.kind} gateway: ${summary.credited} credited, ${summary.failed} could not be checked.`;
      }
      if (verb === 'refund' && paymentId) {
        const refund = await refundPaymentById({ gateway: deps.gateway, db: deps.database.db, paymentId });
        const rupees = `₹${(refund.amountPaise / 100).toLocaleString('en-IN')}`;
        return refund.refunded
          ? `Refunded ${rupees} of ${paymentId} (refund ${refund.refundId}): its order is not in this database.`
          : `${paymentId} was refunded already; nothing changed.`;
      }
      if (verb !== 'credit' || !paymentId)
        throw new Error('payments takes credit PAYMENT_ID, refund PAYMENT_ID, or reconcile');
      const result = await creditPaymentById({
        ...deps,
        db: deps.database.db,
        paymentId,
        now: deps.clock.now(),
        log: log(),
      });
      const upto = result.user.subscriptionUpto?.toISOString() ?? 'none';
      return result.credited
        ? `Credited ${paymentId} (order ${result.orderId}) to user ${result.user.id}: their pass runs until ${upto}.`
        : `${paymentId} was already credited to user ${result.user.id}; nothing changed (pass until ${upto}).`;
    },
  },
};
