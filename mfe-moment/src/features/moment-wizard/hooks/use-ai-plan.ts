import { useQuery } from '@tanstack/react-query';
import { planSteps } from '@momentum/api-client/ai';
import { fitTodoList } from '../lib/todo-list';

/** The AI's to-do list of `count` steps (empty = the AI failure of docs/product-spec.md), asked once per goal and count. */
export const useAiPlan = (goal: string, count: number, enabled: boolean) =>
  useQuery({
    queryKey: ['ai', 'plan', goal, count],
    queryFn: async () => fitTodoList(await planSteps(goal, count), count),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
