// What an invite shares: the app's own address for the code, and the line that goes with it.

export function inviteUrl(friendCode: string, origin: string = window.location.origin): string {
  return `${origin}/invite/${encodeURIComponent(friendCode)}`;
}

export function inviteText(friendCode: string): string {
  return `모멘텀에서 같이 작심해요! 내 친구 코드: ${friendCode}`;
}
