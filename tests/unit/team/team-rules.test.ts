import { auditSummary } from '@/lib/rules/team/team-audit';
import {
  canSendMemberPassword,
  memberActionsFor,
  memberPasswordProblem,
  roleLabelOf,
  seatCounterText,
} from '@/lib/rules/team/team';
import { validateMemberEdit, validateNewMember } from '@/lib/rules/team/team-forms';

describe('new member (spec 1 §5)', () => {
  it.each([
    [{ fullname: 'Ann Lee', email: 'ann@x.test', password: 'abcdefgh' }, []],
    [{ fullname: 'Ann Lee', email: 'ann@x.test', password: 'Abc@2026' }, []],
    [{ fullname: '', email: 'ann@x.test', password: 'abcdefgh' }, ['fullname']],
    [{ fullname: '   ', email: 'ann@x.test', password: 'abcdefgh' }, ['fullname']],
    [{ fullname: 'Ann', email: 'ann', password: 'abcdefgh' }, ['email']],
    [{ fullname: 'Ann', email: '', password: 'abcdefgh' }, ['email']],
    [{ fullname: 'Ann', email: 'ann@x.test', password: 'Abc@202' }, ['password']],
    [{ fullname: '', email: 'bad', password: '' }, ['fullname', 'email', 'password']],
  ])('%j blocks Create User on %j', (input, fields) => {
    expect(Object.keys(validateNewMember(input)).sort()).toEqual([...fields].sort());
  });
});

describe('edit member (spec 1 §5)', () => {
  it.each([
    [{ officerId: 'NG-1', fullname: 'Ann', email: 'ann@x.test' }, []],
    [{ officerId: '', fullname: 'Ann', email: 'ann@x.test' }, ['officerId']],
    [{ officerId: 'NG-1', fullname: '', email: 'ann@x.test' }, ['fullname']],
    [{ officerId: 'NG-1', fullname: 'Ann', email: 'ann@' }, ['email']],
  ])('%j → errors on %j', (input, fields) => {
    expect(Object.keys(validateMemberEdit(input)).sort()).toEqual([...fields].sort());
  });
});

describe('member dashboard password (spec 1 §5)', () => {
  it.each([
    ['Welcome@2026', 'Welcome@2026', true, null],
    ['Abc@2026', 'Abc@2026', true, null],
    ['Ab@2026', 'Ab@2026', false, 'Both fields need at least 8 characters.'],
    ['Welcome@2026', 'Welcom!', false, 'Both fields need at least 8 characters.'],
    ['Welcome@2026', 'Welcome@2027', false, 'Your passwords do not match.'],
    [
      'welcome@2026',
      'welcome@2026',
      false,
      'Your password is missing one or more of the following criteria listed below.',
    ],
    [
      'Welcome#2026',
      'Welcome#2026',
      false,
      'Your password is missing one or more of the following criteria listed below.',
    ],
    ['', '', false, 'Both fields need at least 8 characters.'],
  ])('%s / %s → send %s', (a, b, send, problem) => {
    expect(canSendMemberPassword(a, b)).toBe(send);
    expect(memberPasswordProblem(a, b)).toBe(problem);
  });
});

describe('member dialog actions (spec 1 §4, §6)', () => {
  const viewer = 'viewer';
  it.each([
    [{ uuid: 'a', isSuperAdmin: true, isActive: true }, [true, false, false, false]],
    [{ uuid: 'a', isSuperAdmin: false, isActive: true }, [true, true, true, false]],
    [{ uuid: 'a', isSuperAdmin: false, isActive: false }, [true, true, false, true]],
    [{ uuid: viewer, isSuperAdmin: false, isActive: true }, [true, false, false, false]],
  ])('%j → edit, role, deactivate, activate = %j', (member, expected) => {
    const a = memberActionsFor(member, viewer);
    expect([a.canEdit, a.canChangeRole, a.canDeactivate, a.canActivate]).toEqual(expected);
  });
});

describe('labels', () => {
  it.each([
    [{ isAdmin: true, isSuperAdmin: true }, 'Super Administrator'],
    [{ isAdmin: true, isSuperAdmin: false }, 'Administrator'],
    [{ isAdmin: false, isSuperAdmin: false }, 'Standard Patrol'],
  ])('%j is %s', (member, label) => {
    expect(roleLabelOf(member)).toBe(label);
  });

  it.each([
    [{ remainingSeatCount: 3, paidSeatCount: 10, isTrial: false }, '3 of 10 paid seats remaining'],
    [{ remainingSeatCount: 0, paidSeatCount: 1, isTrial: false }, '0 of 1 paid seat remaining'],
    [{ remainingSeatCount: null, paidSeatCount: 0, isTrial: true }, 'Trial: open seats'],
  ])('seat counter %j', (seats, text) => {
    expect(seatCounterText(seats)).toBe(text);
  });
});

describe('audit trail in words', () => {
  it.each([
    [
      { action: 'member.created', targetName: 'Ann', detail: { role: 'admin' } },
      'added Ann as Administrator',
    ],
    [
      {
        action: 'member.updated',
        targetName: 'Jordan Ellis',
        detail: { officerId: { from: 'NG-112', to: 'NG-102' } },
      },
      'updated Jordan Ellis: officer ID NG-112 → NG-102',
    ],
    [
      {
        action: 'member.role_changed',
        targetName: 'Jo',
        detail: { role: { from: 'patrol', to: 'admin' } },
      },
      'changed the role of Jo to Administrator',
    ],
    [{ action: 'member.deactivated', targetName: 'Jo', detail: {} }, 'deactivated Jo'],
    [
      {
        action: 'member.email_changed',
        targetName: 'Jo',
        detail: { email: { from: 'a@x', to: 'b@x' } },
      },
      'changed the email of Jo to b@x',
    ],
    [
      {
        action: 'invitation.created',
        targetName: null,
        detail: { fullname: 'Riley', email: 'r@x', role: 'patrol' },
      },
      'invited Riley (r@x) as Standard Patrol',
    ],
    [
      { action: 'invitation.deleted', targetName: null, detail: { email: 'r@x' } },
      'deleted the invitation to r@x',
    ],
    [
      {
        action: 'subscription.started',
        targetName: null,
        detail: { paidSeatCount: { from: 0, to: 6 }, interval: 'month' },
      },
      'set up the subscription with 6 paid seats (monthly)',
    ],
    [{ action: 'something.else', targetName: null, detail: {} }, 'something.else'],
  ])('%j reads %s', (event, expected) => {
    expect(auditSummary(event)).toBe(expected);
  });
});
