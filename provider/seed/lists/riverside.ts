import { addDays } from '../../services/constants';
import { lotByKey, RIVERSIDE_BLOCKS } from '../world/campus';
import { riversideFleet } from '../world/northgate-fleet';
import { createList, plateRow, type ListSeed } from './rows';
import { LIST_TYPE } from '../../../lib/contract';

/** Riverside's hot list and its downtown time limit. */
export async function riversideLists(
  { db, now, superAdmin }: ListSeed,
  riverside: string,
): Promise<void> {
  const rfleet = riversideFleet();
  await createList(
    db,
    {
      entityUuid: riverside,
      name: 'Riverside PD Hot List',
      type: LIST_TYPE.hot,
      matchLookalikes: true,
      createdByUuid: superAdmin,
      createdAt: addDays(now, -20),
    },
    (uuid) =>
      rfleet.hot.map((car, i) =>
        plateRow(uuid, car, addDays(now, -19), {
          label: i % 2 ? 'Stolen vehicle' : 'Wanted - tow on sight',
          label2: `RPD ${String(88_000 + i * 211)}`,
          labelHex: 'DC2626',
        }),
      ),
  );
  await createList(
    db,
    {
      entityUuid: riverside,
      name: 'Downtown 2 Hour Parking',
      type: LIST_TYPE.timeLimit,
      minutes: 120,
      createdByUuid: superAdmin,
      createdAt: addDays(now, -20),
    },
    () => [],
    lotByKey(RIVERSIDE_BLOCKS, 'main'),
  );
}
