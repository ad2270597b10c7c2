import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as aiApi from '@momentum/api-client/ai';
import * as bucketApi from '@momentum/api-client/bucket';
import { aBucketDetail } from '../test/bucket-fixtures';
import { renderRoute } from '../test/render-page';

vi.mock('@momentum/api-client/ai', () => ({ estimateDuration: vi.fn(), planSteps: vi.fn() }));
// The bucket list is where a refused bucket sends the user: its calls stay pending here.
vi.mock('@momentum/api-client/bucket', () => ({
  getBucket: vi.fn(),
  getBuckets: vi.fn(() => new Promise(() => {})),
  getChallengingCount: vi.fn(() => new Promise(() => {})),
}));
const ai = vi.mocked(aiApi);
const buckets = vi.mocked(bucketApi);

const ID = 'b1';
const repeatBucket = aBucketDetail({ bucketID: ID, content: '매일 아침 달리기' });
const stored = () => JSON.parse(localStorage.getItem(`momentConfig-${ID}`) ?? 'null');

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  buckets.getBucket.mockResolvedValue(repeatBucket);
});
afterEach(() => {
  alert.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('create-moment wizard, manual mode', () => {
  it('walks duration → to-do list → frequency with every validation, saving the draft at each step', async () => {
    renderRoute(`/moment/create-moment/${ID}?mode=manual`);
    expect(await screen.findByRole('heading', { level: 1, name: '매일 아침 달리기' })).toBeInTheDocument();
    const days = screen.getByLabelText('예상 소요 기간은') as HTMLInputElement;
    await userEvent.type(days, '0x');
    expect(days.value).toBe('0');
    await userEvent.click(button('확정하기'));
    expect(alert).toHaveBeenCalledWith('1일 이상으로 설정해주세요.');
    expect(screen.queryByText('투두 리스트')).not.toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(button('확정하기'));
    expect(stored()).toMatchObject({ id: ID, duration: 3, todoList: [], frequency: null });
    expect(JSON.parse(sessionStorage.getItem(`momentConfig-${ID}`)!)).toMatchObject({ duration: 3 });

    // The to-do step starts in edit mode with one row; blank rows are refused with the toast.
    const first = screen.getByRole('textbox', { name: '1번째 할 일' });
    await userEvent.click(button('확정하기'));
    expect(await screen.findByText('내용을 작성해주세요!')).toBeInTheDocument();
    await userEvent.type(first, '가'.repeat(21));
    expect((first as HTMLInputElement).value).toBe('가'.repeat(20));
    expect(await screen.findByText('최대 20자만 작성 가능합니다!', {}, { timeout: 7000 })).toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, '3km 달리기');
    await userEvent.click(button('+ 할 일 추가'));
    await userEvent.type(screen.getByRole('textbox', { name: '2번째 할 일' }), ' 스트레칭 ');
    await userEvent.click(button('확정하기'));
    expect(stored()).toMatchObject({ duration: 3, todoList: ['3km 달리기', '스트레칭'] });
    expect(screen.queryByRole('textbox', { name: '1번째 할 일' })).not.toBeInTheDocument();

    const confirmFrequency = button('확정하기');
    expect(confirmFrequency).toBeDisabled();
    await userEvent.click(screen.getByText('1주에 1번'));
    expect(screen.getByRole('radio', { name: '1주에 1번' })).toBeChecked();
    await userEvent.click(confirmFrequency);
    expect(stored()).toMatchObject({ frequency: 'weekly', mode: 'manual' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/complete'));
    expect(ai.estimateDuration).not.toHaveBeenCalled();
  });

  it('restores a saved draft after a reload', async () => {
    const draft = { id: ID, duration: 4, todoList: ['걷기', '뛰기'], frequency: null, createdAt: new Date().toISOString(), mode: 'auto' };
    localStorage.setItem(`momentConfig-${ID}`, JSON.stringify(draft));
    renderRoute(`/moment/create-moment/${ID}?mode=auto`);
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '투두 리스트' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['걷기', '뛰기']);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(ai.estimateDuration).not.toHaveBeenCalled();
    expect(ai.planSteps).not.toHaveBeenCalled();
  });
});

describe('create-moment wizard, auto mode', () => {
  it('uses the AI estimate and plan, with edit / edit done / confirm', async () => {
    ai.estimateDuration.mockResolvedValue(30);
    ai.planSteps.mockResolvedValue(['매일 아침 달리 실천 1', '매일 아침 달리 실천 2', '여분']);
    renderRoute(`/moment/create-moment/${ID}?mode=auto`);
    expect(await screen.findByText('30')).toBeInTheDocument();
    expect(ai.estimateDuration).toHaveBeenCalledWith('매일 아침 달리기');
    await userEvent.click(button('수정하기'));
    const days = screen.getByLabelText('예상 소요 기간은');
    await userEvent.clear(days);
    await userEvent.click(button('수정완료'));
    expect(alert).toHaveBeenCalledWith('1일 이상으로 설정해주세요.');
    await userEvent.type(days, '2');
    await userEvent.click(button('수정완료'));
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(button('확정하기'));

    await waitFor(() => expect(ai.planSteps).toHaveBeenCalledWith('매일 아침 달리기', 2));
    const list = await screen.findByRole('list', { name: '투두 리스트' });
    // Cut to the requested length.
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['매일 아침 달리 실천 1', '매일 아침 달리 실천 2']);
    await userEvent.click(button('수정하기'));
    await userEvent.type(screen.getByRole('textbox', { name: '2번째 할 일' }), '!');
    await userEvent.click(button('수정완료'));
    await userEvent.click(button('확정하기'));
    expect(stored()).toMatchObject({ duration: 2, todoList: ['매일 아침 달리 실천 1', '매일 아침 달리 실천 2!'] });
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });

  it('tells the user to continue by hand when the AI cannot estimate', async () => {
    ai.estimateDuration.mockResolvedValue(null);
    renderRoute(`/moment/create-moment/${ID}?mode=auto`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('AI 예상 소요 기간 생성 중 오류가 발생했습니다. 다시 시도해주세요.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/직접 작성 모드로 계속해 주세요/)).toBeInTheDocument();
    await userEvent.click(button('직접 작성으로 전환'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/moment/create-moment/${ID}?mode=manual`));
    expect(screen.getByLabelText('예상 소요 기간은')).toBeInTheDocument();
  });

  it('alerts when the AI gives no to-do list', async () => {
    ai.estimateDuration.mockResolvedValue(3);
    ai.planSteps.mockResolvedValue([]);
    renderRoute(`/moment/create-moment/${ID}?mode=auto`);
    await screen.findByText('3');
    await userEvent.click(button('확정하기'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('투두 리스트 생성 중 오류가 발생했습니다. 다시 시도해주세요.'));
    expect(button('직접 작성으로 전환')).toBeInTheDocument();
  });
});

describe('create-moment guards', () => {
  it('refuses an unknown mode', async () => {
    renderRoute(`/moment/create-moment/${ID}?mode=robot`);
    expect(screen.getByRole('alert')).toHaveTextContent('올바른 모드를 선택해주세요.');
  });

  it('takes the bucket id from session storage and refuses a non-REPEAT bucket', async () => {
    buckets.getBucket.mockResolvedValue({ ...repeatBucket, type: 'ACHIEVEMENT' });
    sessionStorage.setItem('bucketId', ID);
    renderRoute({ pathname: '/moment/create-moment', state: { mode: 'manual' } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(' 반복형 버킷만 모멘트를 추가할 수 있습니다.'));
    expect(buckets.getBucket).toHaveBeenCalledWith(ID);
    // …and back to the bucket list.
    expect(await screen.findByRole('heading', { level: 1, name: '버킷리스트' })).toBeInTheDocument();
  });
});
