import { redirect } from 'next/navigation';

/** Unknown paths go to /orgs (spec 1 §2). */
export default function UnknownPage(): never {
  redirect('/orgs');
}
