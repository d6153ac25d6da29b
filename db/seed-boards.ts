import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import sharp from 'sharp';
import { hashPassword } from '@/lib/auth/password';
import { processGalleryPhoto } from '@/lib/boards/photo-process';
import * as schema from './schema';

type SeedTx = Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

/** Password of the seeded private question (demo data; documented in README). */
export const SEED_QNA_PASSWORD = 'lake2025';

const QNA: Array<{ title: string; author: string; content: string; locked?: boolean; answer: string }> = [
  {
    title: '하프코스 오르막 구간이 어느 정도인가요?',
    author: '박민준',
    content: '하프코스 처음 나가는데 6km 지점부터 언덕이 있다고 들었습니다. 경사가 어느 정도인지 궁금합니다.',
    answer:
      '6.0km 지점부터 약 600m 구간이 오르막입니다. 고도 차이는 약 35m로, 초반에 속도를 아껴 두시면 무리 없이 넘으실 수 있습니다. 코스 안내 페이지의 고도표를 참고해 주세요.',
  },
  {
    title: '단체 접수 후 인원 추가가 가능한가요?',
    author: '대전러닝크루',
    content: '단체로 12명 접수했는데 2명이 더 참가하려고 합니다. 기존 단체에 추가할 수 있나요?',
    answer: '접수 기간 안에는 같은 단체명으로 추가 접수하시면 됩니다. 단체 시상 인원은 대회 당일 완주자 기준으로 집계합니다.',
  },
  {
    title: '입금자명을 잘못 적었습니다',
    author: '이서연',
    content: '참가비를 입금하면서 입금자명을 어머니 이름으로 보냈습니다. 확인 부탁드립니다.',
    locked: true,
    answer: '입금 내역을 확인해 접수 상태를 입금 완료로 바꿔 드렸습니다. 접수 조회에서 확인해 주세요.',
  },
];

/** A landscape drawn for the site (lake, hills, course line, runners): no third-party image. */
function sceneSvg(i: number): string {
  const skies = [
    ['#9fd3f7', '#e7f5ff'],
    ['#ffc98b', '#fff1dc'],
    ['#b9c7ff', '#eef1ff'],
  ][i % 3];
  const runners = Array.from({ length: 5 + i }, (_, k) => {
    const x = 180 + k * 110 + i * 20;
    const y = 560 - (k % 2) * 12;
    return `<g fill="${['#e2483d', '#2a7de1', '#f2b705', '#1b9e5a', '#8e44ad'][k % 5]}"><circle cx="${x}" cy="${y - 70}" r="14"/><rect x="${x - 10}" y="${y - 56}" width="20" height="44" rx="8"/><rect x="${x - 14}" y="${y - 14}" width="8" height="36" transform="rotate(18 ${x} ${y})"/><rect x="${x + 4}" y="${y - 14}" width="8" height="36" transform="rotate(-22 ${x} ${y})"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skies[0]}"/><stop offset="1" stop-color="${skies[1]}"/></linearGradient></defs>
<rect width="1280" height="800" fill="url(#s)"/>
<path d="M0 380 L180 240 L330 340 L520 180 L700 330 L880 220 L1080 340 L1280 260 L1280 480 L0 480 Z" fill="#5f8f5a"/>
<path d="M0 420 L220 330 L420 410 L640 300 L860 400 L1080 320 L1280 400 L1280 500 L0 500 Z" fill="#3f7345"/>
<rect y="470" width="1280" height="120" fill="#3d86c6"/>
<path d="M0 500 Q320 480 640 505 T1280 495" stroke="#bfe3ff" stroke-width="6" fill="none" opacity=".7"/>
<rect y="580" width="1280" height="220" fill="#c9b48a"/>
<path d="M0 640 C300 600 600 700 1280 630" stroke="#8c7650" stroke-width="40" fill="none"/>
${runners}
</svg>`;
}

/**
 * Demo board content (issue "boards"): three Q&A threads with staff answers (the third locked with
 * SEED_QNA_PASSWORD) and one gallery album of three pictures drawn here and processed like uploads.
 */
export async function seedBoards(tx: SeedTx, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  for (const [i, q] of QNA.entries()) {
    const at = new Date(now.getTime() - (QNA.length - i) * day);
    const [row] = await tx
      .insert(schema.posts)
      .values({
        boardType: 'qna',
        title: q.title,
        author: q.author,
        content: q.content,
        indent: 1,
        passwd: q.locked ? await hashPassword(SEED_QNA_PASSWORD) : null,
        createTime: at,
      })
      .returning({ postNo: schema.posts.postNo });
    await tx.update(schema.posts).set({ articleId: row.postNo }).where(eq(schema.posts.postNo, row.postNo));
    await tx.insert(schema.posts).values({
      boardType: 'qna',
      articleId: row.postNo,
      indent: 2,
      title: `RE: ${q.title}`,
      author: '관리자',
      content: q.answer,
      createTime: new Date(at.getTime() + 3 * 3600_000),
    });
  }

  const [album] = await tx
    .insert(schema.posts)
    .values({
      boardType: 'gallery',
      title: '제23회 대회 현장',
      author: '관리자',
      content: '대청호를 따라 달린 지난 대회의 모습입니다.',
      createTime: new Date(now.getTime() - 2 * day),
    })
    .returning({ postNo: schema.posts.postNo });
  for (let i = 0; i < 3; i++) {
    const jpeg = await sharp(Buffer.from(sceneSvg(i)))
      .jpeg({ quality: 82 })
      .toBuffer();
    const p = await processGalleryPhoto(jpeg);
    const [full] = await tx
      .insert(schema.photos)
      .values({ mimeType: p.full.mimeType, fileName: `scene-${i + 1}.jpg`, data: p.full.data })
      .returning({ id: schema.photos.photoId });
    const [thumb] = await tx
      .insert(schema.photos)
      .values({ mimeType: p.thumb.mimeType, fileName: `thumb-scene-${i + 1}.webp`, data: p.thumb.data })
      .returning({ id: schema.photos.photoId });
    await tx
      .insert(schema.postPhotos)
      // Drawn scenes with no runner in them: nothing for the bib reading to find, so they are stored as
      // read. Left unread, the backfill would run the OCR on them in the web processes after the first
      // start, during whatever that start is for (an opening rush, a benchmark).
      .values({
        postNo: album.postNo,
        photoId: full.id,
        thumbId: thumb.id,
        width: p.full.width,
        height: p.full.height,
        sortOrder: i + 1,
        ocrState: 'done',
      });
  }
}
