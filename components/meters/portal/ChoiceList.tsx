import type { MeterChoice } from '@/lib/contract';
import { formatMoney, zonedTime } from '@/lib/format';
import { durationText } from '@/lib/rules/meters/rates-in-words';

/**
 * The lengths on sale as radio buttons, each with its price (engine + fee) and its end: a
 * server-rendered fieldset, no script.
 */
export function ChoiceList({
  legend,
  choices,
  timeZone,
  selected,
}: {
  legend: string;
  choices: MeterChoice[];
  timeZone: string;
  selected?: number;
}) {
  const checked = choices.some((c) => c.minutes === selected) ? selected : choices[0]?.minutes;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {choices.map((c) => (
          <label
            key={c.minutes}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-gray-400 bg-white px-3 py-2 has-[:checked]:border-gray-900 has-[:checked]:ring-2 has-[:checked]:ring-gray-900"
          >
            <input
              type="radio"
              name="minutes"
              value={c.minutes}
              defaultChecked={c.minutes === checked}
              required
              className="h-5 w-5 accent-gray-900"
            />
            <span className="flex-1">
              <span className="block font-medium text-gray-900">{durationText(c.minutes)}</span>
              <span className="block text-xs text-gray-700">
                until {zonedTime(c.endTime, timeZone)}
              </span>
            </span>
            <span className="font-semibold text-gray-900">
              {formatMoney(c.total, { currency: c.currency, zeroAsFree: true })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
