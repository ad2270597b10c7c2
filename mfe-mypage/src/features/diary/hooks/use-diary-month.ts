import { useQuery } from '@tanstack/react-query';
import { diaryQueries } from '@momentum/api-client/diary/queries';

export const useDiaryMonth = (month: string) => useQuery(diaryQueries.month(month));
