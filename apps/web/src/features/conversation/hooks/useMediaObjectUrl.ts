import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchMedia } from '../../../resources/messages/api';
import { messageKeys } from '../../../resources/messages/keys';

/**
 * A message's media as an object URL the page can show: fetched with the session token (media are
 * served only with authorisation), kept in the query cache while the history is open, and the URL
 * revoked when the element that used it goes away.
 */
export function useMediaObjectUrl(mediaUrl: string | null) {
  const query = useQuery({
    queryKey: messageKeys.media(mediaUrl ?? ''),
    queryFn: () => fetchMedia(mediaUrl ?? ''),
    enabled: mediaUrl !== null,
    staleTime: Infinity,
  });
  const blob = query.data;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [blob]);

  return { objectUrl, isLoading: query.isLoading || (blob !== undefined && objectUrl === null), isError: query.isError };
}
