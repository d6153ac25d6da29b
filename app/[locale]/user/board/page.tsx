import { redirect } from 'next/navigation';

/** /user/board opens the notice list (spec §2). */
export default function BoardAdminIndex() {
  redirect('/user/board/notice?pageNo=1');
}
