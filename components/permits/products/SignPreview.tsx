import { SIGN_HEIGHT, SIGN_WIDTH } from '@/lib/rules/permits/permit-sign';

/** The sign at half size once made (named by what it says), a grey placeholder until then. */
export function SignPreview({
  svgUrl,
  permitName,
  price,
  target,
}: {
  svgUrl: string | null;
  permitName: string;
  price: string;
  target: string;
}) {
  return (
    <div className="flex justify-center">
      {svgUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
        <img
          src={svgUrl}
          alt={`Scan-to-pay sign for ${permitName}: ${price}, QR code for ${target}`}
          width={SIGN_WIDTH / 2}
          height={SIGN_HEIGHT / 2}
          className="rounded ring-1 ring-gray-200"
        />
      ) : (
        <div className="h-[450px] w-[300px] animate-pulse rounded bg-gray-100" />
      )}
    </div>
  );
}
