/** The notice's photos, two a row, each linking to the full image. */
export function NoticePhotos({
  imageIds,
  citationNumber,
  imageSrc,
}: {
  imageIds: readonly string[];
  citationNumber: number;
  imageSrc: (file: string) => string;
}) {
  return (
    <div className="mt-4">
      <h2 className="text-sm font-semibold text-gray-900">Photos</h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {imageIds.map((file, i) => (
          <li key={file}>
            <a
              href={imageSrc(file)}
              className="block overflow-hidden rounded-md ring-1 ring-gray-200"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- served by the BFF from file storage */}
              <img
                src={imageSrc(file)}
                alt={`Photo ${i + 1} of notice #${citationNumber}`}
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
