// The largest PNG either face accepts for verification (POST /api/v1/provenance/verify-image and
// the /provenance/image form). Served images are at most 2048 px a side; this leaves room for any of them.

export const MAX_IMAGE_UPLOAD_BYTES = 16 * 1024 * 1024;
