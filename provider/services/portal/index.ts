export {
  INVALID_IMAGE,
  LOGO_MAX_BYTES,
  brandOf,
  brandView,
  checkSubdomainFor,
  connectLoginFor,
  connectStatusFor,
  getBrandFor,
  logoUrlOf,
  portalBySubdomain,
  putBrandFor,
  putBrandImageFor,
} from './brand';
