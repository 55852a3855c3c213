.class public Ljava/util/Random;
.super Ljava/lang/Object;
.source "Random.java"
.implements Ljava/io/Serializable;

# java.util.Random: the JDK's 48-bit linear congruential generator (Knuth, TAOCP 3.2.1)
# with the JDK's exact derivations, so a seed gives the JVM's sequences. The JDK keeps
# the seed in an AtomicLong; here next() reads and writes it in straight-line code
# (no call, no backward branch), where a green thread is never switched, so the update
# is atomic all the same. setSeed and nextGaussian are synchronized as in the JDK.

.field private static final multiplier:J = 0x5deece66dL
.field private static final addend:J = 0xbL
.field private static final mask:J = 0xffffffffffffL

# The JDK's seedUniquifier (an AtomicLong there), stepped by a multiplicative LCG.
.field private static seedUniquifier:J = 0x1ed8b55fac9decL

.field private seed:J
.field private nextNextGaussian:D
.field private haveNextNextGaussian:Z

# public Random() { this(seedUniquifier() ^ System.nanoTime()); }
.method public constructor <init>()V
    .registers 5
    invoke-static {}, Ljava/util/Random;->seedUniquifier()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    xor-long/2addr v0, v2
    invoke-direct {p0, v0, v1}, Ljava/util/Random;-><init>(J)V
    return-void
.end method

# seedUniquifier = seedUniquifier * 1181783497276652981L; straight-line, so atomic
# between green threads like the JDK's compareAndSet loop.
.method private static seedUniquifier()J
    .registers 4
    sget-wide v0, Ljava/util/Random;->seedUniquifier:J
    const-wide v2, 0x106689d45497fdb5L
    mul-long/2addr v0, v2
    sput-wide v0, Ljava/util/Random;->seedUniquifier:J
    return-wide v0
.end method

# public Random(long seed) {
#   if (getClass() == Random.class) this.seed = initialScramble(seed);
#   else setSeed(seed); }   // a subclass's setSeed override runs, as in the JDK
.method public constructor <init>(J)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    const-class v1, Ljava/util/Random;
    if-ne v0, v1, :subclass
    invoke-static {p1, p2}, Ljava/util/Random;->initialScramble(J)J
    move-result-wide v0
    iput-wide v0, p0, Ljava/util/Random;->seed:J
    return-void
    :subclass
    invoke-virtual {p0, p1, p2}, Ljava/util/Random;->setSeed(J)V
    return-void
.end method

# (seed ^ multiplier) & mask
.method private static initialScramble(J)J
    .registers 4
    const-wide v0, 0x5deece66dL
    xor-long/2addr v0, p0
    const-wide v2, 0xffffffffffffL
    and-long/2addr v0, v2
    return-wide v0
.end method

.method public declared-synchronized setSeed(J)V
    .registers 5
    monitor-enter p0
    :try_start
    invoke-static {p1, p2}, Ljava/util/Random;->initialScramble(J)J
    move-result-wide v0
    iput-wide v0, p0, Ljava/util/Random;->seed:J
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Random;->haveNextNextGaussian:Z
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    return-void
    :release
    move-exception v0
    monitor-exit p0
    throw v0
.end method

# protected int next(int bits) {
#   seed = (seed * multiplier + addend) & mask; return (int) (seed >>> (48 - bits)); }
.method protected next(I)I
    .registers 7
    iget-wide v0, p0, Ljava/util/Random;->seed:J
    const-wide v2, 0x5deece66dL
    mul-long/2addr v0, v2
    const-wide/16 v2, 0xb
    add-long/2addr v0, v2
    const-wide v2, 0xffffffffffffL
    and-long/2addr v0, v2
    iput-wide v0, p0, Ljava/util/Random;->seed:J
    rsub-int/lit8 v2, p1, 0x30
    ushr-long/2addr v0, v2
    long-to-int v0, v0
    return v0
.end method

# for (int i = 0, len = bytes.length; i < len; )
#   for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8)
#     bytes[i++] = (byte) rnd;
.method public nextBytes([B)V
    .registers 7
    const/4 v0, 0
    array-length v1, p1
    :outer
    if-ge v0, v1, :done
    invoke-virtual {p0}, Ljava/util/Random;->nextInt()I
    move-result v2
    sub-int v3, v1, v0
    const/4 v4, 4
    invoke-static {v3, v4}, Ljava/lang/Math;->min(II)I
    move-result v3
    :inner
    add-int/lit8 v4, v3, -1
    if-lez v3, :outer
    int-to-byte v3, v2
    aput-byte v3, p1, v0
    add-int/lit8 v0, v0, 1
    shr-int/lit8 v2, v2, 0x8
    move v3, v4
    goto :inner
    :done
    return-void
.end method

.method public nextInt()I
    .registers 2
    const/16 v0, 0x20
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    return v0
.end method

# public int nextInt(int bound) {
#   if (bound <= 0) throw new IllegalArgumentException("bound must be positive");
#   int r = next(31); int m = bound - 1;
#   if ((bound & m) == 0) r = (int) ((bound * (long) r) >> 31);
#   else for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) ;
#   return r; }
.method public nextInt(I)I
    .registers 8
    if-gtz p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "bound must be positive"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    const/16 v0, 0x1f
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    add-int/lit8 v1, p1, -1
    and-int v2, p1, v1
    if-nez v2, :reject
    int-to-long v2, p1
    int-to-long v4, v0
    mul-long/2addr v2, v4
    const/16 v4, 0x1f
    shr-long/2addr v2, v4
    long-to-int v0, v2
    return v0
    :reject
    move v2, v0
    :loop
    rem-int v0, v2, p1
    sub-int v3, v2, v0
    add-int/2addr v3, v1
    if-gez v3, :done
    const/16 v2, 0x1f
    invoke-virtual {p0, v2}, Ljava/util/Random;->next(I)I
    move-result v2
    goto :loop
    :done
    return v0
.end method

# ((long) next(32) << 32) + next(32)
.method public nextLong()J
    .registers 5
    const/16 v0, 0x20
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    int-to-long v0, v0
    const/16 v2, 0x20
    shl-long/2addr v0, v2
    invoke-virtual {p0, v2}, Ljava/util/Random;->next(I)I
    move-result v2
    int-to-long v2, v2
    add-long/2addr v0, v2
    return-wide v0
.end method

.method public nextBoolean()Z
    .registers 2
    const/4 v0, 1
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    if-eqz v0, :no
    const/4 v0, 1
    :no
    return v0
.end method

# next(24) / ((float) (1 << 24))
.method public nextFloat()F
    .registers 3
    const/16 v0, 0x18
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    int-to-float v0, v0
    const/high16 v1, 0x4b800000
    div-float/2addr v0, v1
    return v0
.end method

# (((long) next(26) << 27) + next(27)) * 0x1.0p-53
.method public nextDouble()D
    .registers 5
    const/16 v0, 0x1a
    invoke-virtual {p0, v0}, Ljava/util/Random;->next(I)I
    move-result v0
    int-to-long v0, v0
    const/16 v2, 0x1b
    shl-long/2addr v0, v2
    invoke-virtual {p0, v2}, Ljava/util/Random;->next(I)I
    move-result v2
    int-to-long v2, v2
    add-long/2addr v0, v2
    long-to-double v0, v0
    const-wide/high16 v2, 0x3ca0000000000000L
    mul-double/2addr v0, v2
    return-wide v0
.end method

# synchronized public double nextGaussian() {
#   if (haveNextNextGaussian) { haveNextNextGaussian = false; return nextNextGaussian; }
#   double v1, v2, s;
#   do { v1 = 2 * nextDouble() - 1; v2 = 2 * nextDouble() - 1; s = v1 * v1 + v2 * v2; }
#   while (s >= 1 || s == 0);
#   double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
#   nextNextGaussian = v2 * multiplier; haveNextNextGaussian = true;
#   return v1 * multiplier; }
.method public declared-synchronized nextGaussian()D
    .registers 13
    monitor-enter p0
    :try_start
    iget-boolean v0, p0, Ljava/util/Random;->haveNextNextGaussian:Z
    if-eqz v0, :compute
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Random;->haveNextNextGaussian:Z
    iget-wide v0, p0, Ljava/util/Random;->nextNextGaussian:D
    monitor-exit p0
    return-wide v0
    :compute
    const-wide/high16 v8, 0x4000000000000000L
    const-wide/high16 v10, 0x3ff0000000000000L
    invoke-virtual {p0}, Ljava/util/Random;->nextDouble()D
    move-result-wide v0
    mul-double/2addr v0, v8
    sub-double/2addr v0, v10
    invoke-virtual {p0}, Ljava/util/Random;->nextDouble()D
    move-result-wide v2
    mul-double/2addr v2, v8
    sub-double/2addr v2, v10
    mul-double v4, v0, v0
    mul-double v6, v2, v2
    add-double/2addr v4, v6
    cmpl-double v6, v4, v10
    if-gez v6, :compute
    const-wide/16 v6, 0x0
    cmpl-double v6, v4, v6
    if-eqz v6, :compute
    invoke-static {v4, v5}, Ljava/lang/StrictMath;->log(D)D
    move-result-wide v6
    const-wide/high16 v8, -0x4000000000000000L
    mul-double/2addr v6, v8
    div-double/2addr v6, v4
    invoke-static {v6, v7}, Ljava/lang/StrictMath;->sqrt(D)D
    move-result-wide v6
    mul-double/2addr v2, v6
    iput-wide v2, p0, Ljava/util/Random;->nextNextGaussian:D
    const/4 v2, 1
    iput-boolean v2, p0, Ljava/util/Random;->haveNextNextGaussian:Z
    mul-double/2addr v0, v6
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :release
    return-wide v0
    :release
    move-exception v0
    monitor-exit p0
    throw v0
.end method
