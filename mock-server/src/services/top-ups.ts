/**
 * E-money top-ups (/buy-emoney): an EMONEY order waiting for the member's bank transfer into the
 * marketplace's account, and the receipt of that transfer (the control call
 * `POST /__mock/transfers/:orderId/receive`), which pays the order and credits the e-money.
 */
import { shiftMoment } from '@market/domain';
import { type OrderRecord, type UserRecord, type World, findBySeq } from '@market/world';
import type { PendingTransfer, TransferReceived } from '../control/actions';
import { ApiFailure } from '../http/api-failure';
import type { Session } from '../store/session';
import { rawField } from '../store/session-world';
import { findOrder } from './indexes';
import { receive } from './ledger';
import { newOrderId } from './order-id';

/** The marketplace's account members transfer top-ups to (the generated world's top-ups use it too). */
export const PLATFORM_ACCOUNT = {
  bankName: '신한은행',
  accountNumber: '140-013-482916',
  accountHolder: '(주)디지털마켓플레이스',
} as const;

/** A top-up must be paid within a day, as the generated ones. */
const TRANSFER_DUE_DAYS = 1;

export function createTopUp(world: World, user: UserRecord, amount: number, now: number) {
  const order: OrderRecord = {
    id: newOrderId(world, now),
    userSeq: user.seq,
    kind: 'EMONEY',
    status: 'AWAITING_TRANSFER',
    items: [],
    topUpAmount: amount,
    fee: 0,
    total: amount,
    paidWithEmoney: 0,
    paidWithPoints: 0,
    createdAt: now,
    paidAt: null,
    confirmedAt: null,
    cancelledAt: null,
    transfer: {
      ...PLATFORM_ACCOUNT,
      depositorName: user.realName ?? user.nickname,
      amount,
      dueAt: shiftMoment(new Date(now), { days: TRANSFER_DUE_DAYS }).getTime(),
    },
  };
  world.orders.push(order);
  return order;
}

/**
 * The bank transfer of a top-up has arrived: the order is paid and the e-money credited, once.
 * Refused for an order that is not a top-up (404), one already paid, or one whose deadline passed.
 */
export function receiveTransfer(session: Session, orderId: string): TransferReceived {
  const now = session.clock.now();
  return session.transact((world) => {
    const order = findOrder(world, orderId);
    if (!order || order.kind !== 'EMONEY' || !order.transfer) {
      throw new ApiFailure('NOT_FOUND', `No e-money top-up ${orderId}`);
    }
    if (order.paidAt !== null || order.status === 'PAID' || order.status === 'CONFIRMED') {
      throw new ApiFailure('ORDER_ALREADY_PAID', `Top-up ${orderId} is paid already`);
    }
    if (order.status !== 'AWAITING_TRANSFER' || now >= order.transfer.dueAt) {
      throw new ApiFailure('INVALID_STATE', `Top-up ${orderId} is no longer awaiting a transfer`);
    }
    order.status = 'PAID';
    order.paidAt = now;
    // The member's transfer arrives from their bank: money comes into the marketplace.
    receive(world, {
      userSeq: order.userSeq,
      wallet: 'EMONEY',
      amount: order.topUpAmount,
      reason: 'TOP_UP',
      ref: order.id,
      at: now,
    });
    return { orderId: order.id, status: order.status, credited: order.topUpAmount };
  });
}

/**
 * The session's top-ups still awaiting their bank transfer (deadline not passed), oldest first. A
 * control call: a read-only pass over the raw orders, outside any transaction's journal.
 */
export function listPendingTransfers(session: Session): PendingTransfer[] {
  const { world } = session;
  const now = session.clock.now();
  const users = rawField(world, 'users');
  return rawField(world, 'orders').flatMap((order) => {
    const { transfer } = order;
    if (order.kind !== 'EMONEY' || order.status !== 'AWAITING_TRANSFER' || !transfer) return [];
    if (now >= transfer.dueAt) return [];
    const user = findBySeq(users, order.userSeq);
    return [
      {
        orderId: order.id,
        userSeq: order.userSeq,
        email: user?.email ?? '',
        amount: order.topUpAmount,
        depositorName: transfer.depositorName,
        dueAt: new Date(transfer.dueAt).toISOString(),
      },
    ];
  });
}
