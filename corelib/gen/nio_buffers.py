# Generates the typed heap buffers of java.nio (corelib/smali/java/nio/: <X>Buffer,
# Heap<X>Buffer, Heap<X>BufferR, ByteBufferAs<X>Buffer{B,L,RB,RL} for X in Byte, Char,
# Int, Long) from one template, as the JDK generates its own from X-Buffer.java.template:
# the four element types share every method but their element access. This file is the
# source of those 24 smali files; corelib/tests/generated.rs checks they are its output.
#
#   python3 corelib/gen/nio_buffers.py corelib/smali/java/nio
import sys
OUT = sys.argv[1]
TYPES = {
    'Byte': dict(d='B', aget='aget-byte', aput='aput-byte', w=False, t='byte', size=1),
    'Char': dict(d='C', aget='aget-char', aput='aput-char', w=False, t='char', size=2),
    'Int': dict(d='I', aget='aget', aput='aput', w=False, t='int', size=4),
    'Long': dict(d='J', aget='aget-wide', aput='aput-wide', w=True, t='long', size=8),
}
SB = 'Ljava/lang/StringBuilder;'
APP_S = 'invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;'
BUF = 'Ljava/nio/Buffer;'

def throw(cls, reg='v0'):
    return f'''    new-instance {reg}, {cls}
    invoke-direct {{{reg}}}, {cls}-><init>()V
    throw {reg}'''

def gen(X, d):
    D = d['d']; W = d['w']
    B = f'Ljava/nio/{X}Buffer;'
    H = f'Ljava/nio/Heap{X}Buffer;'
    HR = f'Ljava/nio/Heap{X}BufferR;'
    A = '[' + D
    mr = 'move-result-wide' if W else 'move-result'
    ret = 'return-wide' if W else 'return'
    # the value parameter's registers after one int parameter (p1) / after this (p1)
    val1 = 'p1, p2' if W else 'p1'
    val2 = 'p2, p3' if W else 'p2'
    v4 = 'v4, v5' if W else 'v4'
    v5 = 'v5, v6' if W else 'v5'
    out = []
    o = out.append
    impl = ['Ljava/lang/Comparable;']
    if X == 'Char':
        impl.append('Ljava/lang/CharSequence;')
    o(f'''.class public abstract {B}
.super {BUF}
.source "{X}Buffer.java"
''' + ''.join(f'.implements {i}\n' for i in impl) + f'''
# JDK 17 java.nio.{X}Buffer over an abstract element access: ix(i) reads and ix(i, x)
# writes element i of the buffer's own index space, unchecked; derive(...) makes a
# buffer over the same storage (for slice, duplicate, asReadOnlyBuffer). Subclasses are
# the heap buffers (Heap{X}Buffer, Heap{X}BufferR){' and the views of a ByteBuffer (ByteBufferAs' + X + 'Buffer*)' if X != 'Byte' else ''}.

.field final hb:{A}
.field final offset:I
.field isReadOnly:Z
''' + ('.field bigEndian:Z\n' if X == 'Byte' else '') + f'''
.method constructor <init>(IIII{A}I)V
    .locals 1
    invoke-direct {{p0, p1, p2, p3, p4}}, {BUF}-><init>(IIII)V
    iput-object p5, p0, {B}->hb:{A}
    iput p6, p0, {B}->offset:I
''' + ('''    const/4 v0, 1
    iput-boolean v0, p0, Ljava/nio/ByteBuffer;->bigEndian:Z
''' if X == 'Byte' else '') + f'''    return-void
.end method

.method abstract ix(I){D}
.end method

.method abstract ix(I{D})V
.end method

# derive(mark, pos, lim, cap, start, readOnly): a buffer over this one's storage whose
# index 0 is this one's index start.
.method abstract derive(IIIIIZ){B}
.end method

.method private writable()V
    .locals 1
    iget-boolean v0, p0, {B}->isReadOnly:Z
    if-nez v0, :ro
    return-void
    :ro
{throw('Ljava/nio/ReadOnlyBufferException;')}
.end method

.method public static allocate(I){B}
    .locals 7
    if-gez p0, :ok
    invoke-static {{p0}}, {BUF}->capacityException(I)Ljava/lang/IllegalArgumentException;
    move-result-object v0
    throw v0
    :ok
    new-instance v0, {H}
    new-array v1, p0, {A}
    const/4 v2, -1
    const/4 v3, 0
    move v4, p0
    move v5, p0
    const/4 v6, 0
    invoke-direct/range {{v0 .. v6}}, {H}-><init>({A}IIIII)V
    return-object v0
.end method

# wrap(array, offset, length): IndexOutOfBoundsException (no message) for a bad range.
.method public static wrap({A}II){B}
    .locals 7
    :try_start
    new-instance v0, {H}
    move-object v1, p0
    const/4 v2, -1
    move v3, p1
    add-int v4, p1, p2
    array-length v5, p0
    const/4 v6, 0
    invoke-direct/range {{v0 .. v6}}, {H}-><init>({A}IIIII)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {{:try_start .. :try_end}} :bad
    return-object v0
    :bad
{throw('Ljava/lang/IndexOutOfBoundsException;')}
.end method

.method public static wrap({A}){B}
    .locals 2
    array-length v0, p0
    const/4 v1, 0
    invoke-static {{p0, v1, v0}}, {B}->wrap({A}II){B}
    move-result-object v0
    return-object v0
.end method

.method public get(){D}
    .locals 2
    const/4 v0, 1
    invoke-virtual {{p0, v0}}, {B}->nextGetIndex(I)I
    move-result v0
    invoke-virtual {{p0, v0}}, {B}->ix(I){D}
    {mr} v0
    {ret} v0
.end method

.method public get(I){D}
    .locals 2
    const/4 v0, 1
    invoke-virtual {{p0, p1, v0}}, {B}->checkIndex(II)I
    invoke-virtual {{p0, p1}}, {B}->ix(I){D}
    {mr} v0
    {ret} v0
.end method

.method public put({D}){B}
    .locals 1
    invoke-direct {{p0}}, {B}->writable()V
    const/4 v0, 1
    invoke-virtual {{p0, v0}}, {B}->nextPutIndex(I)I
    move-result v0
    invoke-virtual {{p0, v0, {val1}}}, {B}->ix(I{D})V
    return-object p0
.end method

.method public put(I{D}){B}
    .locals 1
    invoke-direct {{p0}}, {B}->writable()V
    const/4 v0, 1
    invoke-virtual {{p0, p1, v0}}, {B}->checkIndex(II)I
    invoke-virtual {{p0, p1, {val2}}}, {B}->ix(I{D})V
    return-object p0
.end method

# Bulk get: Objects.checkFromIndexSize's exception for a bad range, then
# BufferUnderflowException when fewer than length elements remain.
.method public get({A}II){B}
    .locals 6
    array-length v0, p1
    invoke-static {{p2, p3, v0}}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, {BUF}->position:I
    iget v1, p0, {BUF}->limit:I
    sub-int/2addr v1, v0
    if-le p3, v1, :ok
{throw('Ljava/nio/BufferUnderflowException;', 'v1')}
    :ok
    const/4 v1, 0
    :loop
    if-ge v1, p3, :done
    add-int v2, v0, v1
    invoke-virtual {{p0, v2}}, {B}->ix(I){D}
    {mr} v4
    add-int v3, p2, v1
    {d['aput']} v4, p1, v3
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {{p0, v0}}, {BUF}->position(I){BUF}
    return-object p0
.end method

.method public get({A}){B}
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {{p0, p1, v1, v0}}, {B}->get({A}II){B}
    return-object p0
.end method

.method public put({A}II){B}
    .locals 6
    invoke-direct {{p0}}, {B}->writable()V
    array-length v0, p1
    invoke-static {{p2, p3, v0}}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget v0, p0, {BUF}->position:I
    iget v1, p0, {BUF}->limit:I
    sub-int/2addr v1, v0
    if-le p3, v1, :ok
{throw('Ljava/nio/BufferOverflowException;', 'v1')}
    :ok
    const/4 v1, 0
    :loop
    if-ge v1, p3, :done
    add-int v3, p2, v1
    {d['aget']} v4, p1, v3
    add-int v2, v0, v1
    invoke-virtual {{p0, v2, {v4}}}, {B}->ix(I{D})V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    add-int/2addr v0, p3
    invoke-virtual {{p0, v0}}, {BUF}->position(I){BUF}
    return-object p0
.end method

.method public final put({A}){B}
    .locals 2
    array-length v0, p1
    const/4 v1, 0
    invoke-virtual {{p0, p1, v1, v0}}, {B}->put({A}II){B}
    return-object p0
.end method

# put(src): the remaining elements of src, through a copy since both may share storage.
.method public put({B}){B}
    .locals 8
    invoke-direct {{p0}}, {B}->writable()V
    if-ne p1, p0, :other
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "The source buffer is this buffer"
    invoke-direct {{v0, v1}}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :other
    iget v0, p1, {BUF}->position:I
    iget v1, p1, {BUF}->limit:I
    sub-int/2addr v1, v0
    if-gez v1, :n_ok
    const/4 v1, 0
    :n_ok
    iget v2, p0, {BUF}->position:I
    iget v3, p0, {BUF}->limit:I
    sub-int/2addr v3, v2
    if-le v1, v3, :fits
{throw('Ljava/nio/BufferOverflowException;', 'v3')}
    :fits
    new-array v3, v1, {A}
    const/4 v4, 0
    :read
    if-ge v4, v1, :read_done
    add-int v7, v0, v4
    invoke-virtual {{p1, v7}}, {B}->ix(I){D}
    {mr} v5
    {d['aput']} v5, v3, v4
    add-int/lit8 v4, v4, 1
    goto :read
    :read_done
    const/4 v4, 0
    :write
    if-ge v4, v1, :write_done
    {d['aget']} v5, v3, v4
    add-int v7, v2, v4
    invoke-virtual {{p0, v7, {v5}}}, {B}->ix(I{D})V
    add-int/lit8 v4, v4, 1
    goto :write
    :write_done
    add-int/2addr v0, v1
    invoke-virtual {{p1, v0}}, {BUF}->position(I){BUF}
    add-int/2addr v2, v1
    invoke-virtual {{p0, v2}}, {BUF}->position(I){BUF}
    return-object p0
.end method

.method public final hasArray()Z
    .locals 1
    iget-object v0, p0, {B}->hb:{A}
    if-eqz v0, :no
    iget-boolean v0, p0, {B}->isReadOnly:Z
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# UnsupportedOperationException without an array, ReadOnlyBufferException when read-only.
.method private checkArray()V
    .locals 1
    iget-object v0, p0, {B}->hb:{A}
    if-nez v0, :has
{throw('Ljava/lang/UnsupportedOperationException;')}
    :has
    invoke-direct {{p0}}, {B}->writable()V
    return-void
.end method

.method public final array(){A}
    .locals 1
    invoke-direct {{p0}}, {B}->checkArray()V
    iget-object v0, p0, {B}->hb:{A}
    return-object v0
.end method

.method public bridge synthetic array()Ljava/lang/Object;
    .locals 1
    invoke-virtual {{p0}}, {B}->array(){A}
    move-result-object v0
    return-object v0
.end method

.method public final arrayOffset()I
    .locals 1
    invoke-direct {{p0}}, {B}->checkArray()V
    iget v0, p0, {B}->offset:I
    return v0
.end method

.method public isReadOnly()Z
    .locals 1
    iget-boolean v0, p0, {B}->isReadOnly:Z
    return v0
.end method

.method public isDirect()Z
    .locals 1
    const/4 v0, 0
    return v0
.end method

.method public slice(){B}
    .locals 8
    move-object v1, p0
    const/4 v2, -1
    const/4 v3, 0
    iget v6, p0, {BUF}->position:I
    iget v4, p0, {BUF}->limit:I
    sub-int/2addr v4, v6
    if-gez v4, :rem_ok
    const/4 v4, 0
    :rem_ok
    move v5, v4
    iget-boolean v7, p0, {B}->isReadOnly:Z
    invoke-virtual/range {{v1 .. v7}}, {B}->derive(IIIIIZ){B}
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic slice(){BUF}
    .locals 1
    invoke-virtual {{p0}}, {B}->slice(){B}
    move-result-object v0
    return-object v0
.end method

.method public slice(II){B}
    .locals 8
    iget v0, p0, {BUF}->limit:I
    invoke-static {{p1, p2, v0}}, Ljava/util/Objects;->checkFromIndexSize(III)I
    move-object v1, p0
    const/4 v2, -1
    const/4 v3, 0
    move v4, p2
    move v5, p2
    move v6, p1
    iget-boolean v7, p0, {B}->isReadOnly:Z
    invoke-virtual/range {{v1 .. v7}}, {B}->derive(IIIIIZ){B}
    move-result-object v0
    return-object v0
.end method

# derive(mark, position, limit, capacity, 0, readOnly): duplicate and asReadOnlyBuffer.
.method private copy(Z){B}
    .locals 8
    move-object v1, p0
    iget v2, p0, {BUF}->mark:I
    iget v3, p0, {BUF}->position:I
    iget v4, p0, {BUF}->limit:I
    iget v5, p0, {BUF}->capacity:I
    const/4 v6, 0
    move v7, p1
    invoke-virtual/range {{v1 .. v7}}, {B}->derive(IIIIIZ){B}
    move-result-object v0
    return-object v0
.end method

.method public duplicate(){B}
    .locals 1
    iget-boolean v0, p0, {B}->isReadOnly:Z
    invoke-direct {{p0, v0}}, {B}->copy(Z){B}
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic duplicate(){BUF}
    .locals 1
    invoke-virtual {{p0}}, {B}->duplicate(){B}
    move-result-object v0
    return-object v0
.end method

.method public asReadOnlyBuffer(){B}
    .locals 1
    const/4 v0, 1
    invoke-direct {{p0, v0}}, {B}->copy(Z){B}
    move-result-object v0
    return-object v0
.end method

.method public compact(){B}
    .locals 6
    invoke-direct {{p0}}, {B}->writable()V
    iget v0, p0, {BUF}->position:I
    iget v1, p0, {BUF}->limit:I
    sub-int/2addr v1, v0
    if-gez v1, :rem_ok
    const/4 v1, 0
    :rem_ok
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    add-int v3, v0, v2
    invoke-virtual {{p0, v3}}, {B}->ix(I){D}
    {mr} v4
    invoke-virtual {{p0, v2, {v4}}}, {B}->ix(I{D})V
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    invoke-virtual {{p0, v1}}, {BUF}->position(I){BUF}
    iget v0, p0, {BUF}->capacity:I
    invoke-virtual {{p0, v0}}, {BUF}->limit(I){BUF}
    invoke-virtual {{p0}}, {BUF}->discardMark()V
    return-object p0
.end method
''')
    for m, args in [('position', 'I'), ('limit', 'I'), ('mark', ''), ('reset', ''), ('clear', ''), ('flip', ''), ('rewind', '')]:
        regs = '{p0, p1}' if args else '{p0}'
        o(f'''
.method public {m}({args}){B}
    .locals 0
    invoke-super {regs}, {BUF}->{m}({args}){BUF}
    return-object p0
.end method
''')
    hv = 'v4, v5' if W else 'v4'
    conv = '    long-to-int v4, v4\n' if W else ''
    if W:
        cmp = '''    cmp-long v0, v4, v6
    return v0'''
    elif X in ('Byte', 'Char'):
        cmp = '''    sub-int v0, v4, v6
    return v0'''
    else:
        cmp = '''    if-lt v4, v6, :less
    const/4 v0, 1
    return v0
    :less
    const/4 v0, -1
    return v0'''
    v6 = 'v6, v7' if W else 'v6'
    o(f'''
# hashCode: h = 31 * h + (int) element, over the remaining elements from the last.
.method public hashCode()I
    .locals 6
    const/4 v0, 1
    iget v1, p0, {BUF}->position:I
    iget v2, p0, {BUF}->limit:I
    add-int/lit8 v2, v2, -1
    :loop
    if-lt v2, v1, :done
    invoke-virtual {{p0, v2}}, {B}->ix(I){D}
    {mr} v4
{conv}    mul-int/lit8 v0, v0, 31
    add-int/2addr v0, v4
    add-int/lit8 v2, v2, -1
    goto :loop
    :done
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .locals 3
    if-eq p0, p1, :yes
    instance-of v0, p1, {B}
    if-eqz v0, :no
    check-cast p1, {B}
    iget v0, p0, {BUF}->limit:I
    iget v1, p0, {BUF}->position:I
    sub-int/2addr v0, v1
    if-ltz v0, :no
    iget v1, p1, {BUF}->limit:I
    iget v2, p1, {BUF}->position:I
    sub-int/2addr v1, v2
    if-ne v0, v1, :no
    invoke-virtual {{p0, p1}}, {B}->mismatch({B})I
    move-result v0
    if-gez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# The index of the first difference of the remaining elements, -1 when equal.
.method public mismatch({B})I
    .locals 10
    iget v0, p0, {BUF}->position:I
    iget v1, p0, {BUF}->limit:I
    sub-int/2addr v1, v0
    iget v2, p1, {BUF}->position:I
    iget v3, p1, {BUF}->limit:I
    sub-int/2addr v3, v2
    invoke-static {{v1, v3}}, Ljava/lang/Math;->min(II)I
    move-result v4
    if-gez v4, :ok
    const/4 v0, -1
    return v0
    :ok
    const/4 v5, 0
    :loop
    if-ge v5, v4, :done
    add-int v6, v0, v5
    invoke-virtual {{p0, v6}}, {B}->ix(I){D}
    {mr} v6
    add-int v8, v2, v5
    invoke-virtual {{p1, v8}}, {B}->ix(I){D}
    {mr} v8
''' + ('''    cmp-long v6, v6, v8
    if-nez v6, :differ
''' if W else '''    if-ne v6, v8, :differ
''') + f'''    add-int/lit8 v5, v5, 1
    goto :loop
    :differ
    return v5
    :done
    if-ne v1, v3, :longer
    const/4 v0, -1
    return v0
    :longer
    return v4
.end method

.method public compareTo({B})I
    .locals 8
    invoke-virtual {{p0, p1}}, {B}->mismatch({B})I
    move-result v0
    if-gez v0, :differ
    iget v0, p0, {BUF}->limit:I
    iget v1, p0, {BUF}->position:I
    sub-int/2addr v0, v1
    iget v1, p1, {BUF}->limit:I
    iget v2, p1, {BUF}->position:I
    sub-int/2addr v1, v2
    sub-int/2addr v0, v1
    return v0
    :differ
    iget v1, p0, {BUF}->position:I
    iget v2, p1, {BUF}->position:I
    iget v3, p0, {BUF}->limit:I
    sub-int/2addr v3, v1
    iget v4, p1, {BUF}->limit:I
    sub-int/2addr v4, v2
    if-ge v0, v3, :shorter
    if-ge v0, v4, :shorter
    add-int/2addr v1, v0
    invoke-virtual {{p0, v1}}, {B}->ix(I){D}
    {mr} v4
    add-int/2addr v2, v0
    invoke-virtual {{p1, v2}}, {B}->ix(I){D}
    {mr} v6
{cmp}
    :shorter
    sub-int/2addr v3, v4
    return v3
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .locals 1
    check-cast p1, {B}
    invoke-virtual {{p0, p1}}, {B}->compareTo({B})I
    move-result v0
    return v0
.end method
''')
    if X != 'Char':
        o(f'''
# "<class name>[pos=P lim=L cap=C]", the JDK's class names included.
.method public toString()Ljava/lang/String;
    .locals 3
    new-instance v0, {SB}
    invoke-direct {{v0}}, {SB}-><init>()V
    invoke-virtual {{p0}}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {{v1}}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    {APP_S}
    const-string v1, "[pos="
    {APP_S}
    iget v2, p0, {BUF}->position:I
    invoke-virtual {{v0, v2}}, {SB}->append(I){SB}
    const-string v1, " lim="
    {APP_S}
    iget v2, p0, {BUF}->limit:I
    invoke-virtual {{v0, v2}}, {SB}->append(I){SB}
    const-string v1, " cap="
    {APP_S}
    iget v2, p0, {BUF}->capacity:I
    invoke-virtual {{v0, v2}}, {SB}->append(I){SB}
    const-string v1, "]"
    {APP_S}
    invoke-virtual {{v0}}, {SB}->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
''')
    if X != 'Byte':
        o('''
.method public abstract order()Ljava/nio/ByteOrder;
.end method
''')
    o(EXTRA.get(X, ''))
    open(f'{OUT}/{X}Buffer.smali', 'w').write(''.join(out))

    # heap buffers
    order = '' if X == 'Byte' else '''
.method public order()Ljava/nio/ByteOrder;
    .locals 1
    invoke-static {}, Ljava/nio/ByteOrder;->nativeOrder()Ljava/nio/ByteOrder;
    move-result-object v0
    return-object v0
.end method
'''
    retv = 'v1, v2' if W else 'v1'
    open(f'{OUT}/Heap{X}Buffer.smali', 'w').write(f'''.class Ljava/nio/Heap{X}Buffer;
.super {B}
.source "Heap{X}Buffer.java"

# A {X}Buffer over a {d['t']}[] (allocate, wrap); element i is hb[offset + i].

# (array, mark, pos, lim, cap, offset)
.method constructor <init>({A}IIIII)V
    .locals 0
    invoke-direct/range {{p0 .. p6}}, {B}-><init>(IIII{A}I)V
    return-void
.end method
''' .replace(f'invoke-direct/range {{p0 .. p6}}, {B}-><init>(IIII{A}I)V', f'''invoke-direct/range {{p0 .. p6}}, Ljava/nio/Heap{X}Buffer;->init0({A}IIIII)V''') if False else f'''.class Ljava/nio/Heap{X}Buffer;
.super {B}
.source "Heap{X}Buffer.java"

# A {X}Buffer over a {d['t']}[] (allocate, wrap); element i is hb[offset + i].

# (array, mark, pos, lim, cap, offset)
.method constructor <init>({A}IIIII)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    move-object v5, p1
    move v6, p6
    invoke-direct/range {{v0 .. v6}}, {B}-><init>(IIII{A}I)V
    return-void
.end method

.method ix(I){D}
    .locals 3
    iget-object v0, p0, {B}->hb:{A}
    iget v1, p0, {B}->offset:I
    add-int/2addr v1, p1
    {d['aget']} v1, v0, v1
    {ret} v1
.end method

.method ix(I{D})V
    .locals 2
    iget-object v0, p0, {B}->hb:{A}
    iget v1, p0, {B}->offset:I
    add-int/2addr v1, p1
    {d['aput']} {val2.split(',')[0]}, v0, v1
    return-void
.end method

.method derive(IIIIIZ){B}
    .locals 7
    iget-object v1, p0, {B}->hb:{A}
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    iget v6, p0, {B}->offset:I
    add-int/2addr v6, p5
    if-nez p6, :read_only
    new-instance v0, {H}
    invoke-direct/range {{v0 .. v6}}, {H}-><init>({A}IIIII)V
    return-object v0
    :read_only
    new-instance v0, {HR}
    invoke-direct/range {{v0 .. v6}}, {HR}-><init>({A}IIIII)V
    return-object v0
.end method
{order}''')
    open(f'{OUT}/Heap{X}BufferR.smali', 'w').write(f'''.class Ljava/nio/Heap{X}BufferR;
.super {H}
.source "Heap{X}BufferR.java"

# The read-only Heap{X}Buffer (asReadOnlyBuffer); a class of its own for its name.

.method constructor <init>({A}IIIII)V
    .locals 1
    invoke-direct/range {{p0 .. p6}}, {H}-><init>({A}IIIII)V
    const/4 v0, 1
    iput-boolean v0, p0, {B}->isReadOnly:Z
    return-void
.end method
''')
    if X == 'Byte':
        return
    V = f'Ljava/nio/ByteBufferAs{X}BufferB;'
    BB = 'Ljava/nio/ByteBuffer;'
    sz = d['size']
    open(f'{OUT}/ByteBufferAs{X}BufferB.smali', 'w').write(f'''.class Ljava/nio/ByteBufferAs{X}BufferB;
.super {B}
.source "ByteBufferAs{X}BufferB.java"

# ByteBuffer.as{X}Buffer: {d['t']}s over a ByteBuffer's bytes, element i at byte
# byteOffset + {sz} * i of the ByteBuffer's index space. The order and the read-only flag
# live here; the L, RB and RL subclasses exist for their names (toString shows
# getClass().getName(), as the JDK's).

.field final bb:{BB}
.field final byteOffset:I
.field final big:Z

# (bb, mark, pos, lim, cap, byteOffset, big)
.method constructor <init>({BB}IIIIIZ)V
    .locals 7
    move-object v0, p0
    move v1, p2
    move v2, p3
    move v3, p4
    move v4, p5
    const/4 v5, 0
    const/4 v6, 0
    invoke-direct/range {{v0 .. v6}}, {B}-><init>(IIII{A}I)V
    iput-object p1, p0, {V}->bb:{BB}
    iput p6, p0, {V}->byteOffset:I
    iput-boolean p7, p0, {V}->big:Z
    return-void
.end method

# make(bb, mark, pos, lim, cap, byteOffset, big, readOnly): the view of the right class.
.method static make({BB}IIIIIZZ){B}
    .locals 8
    move-object v1, p0
    move v2, p1
    move v3, p2
    move v4, p3
    move v5, p4
    move v6, p5
    if-nez p7, :read_only
    if-eqz p6, :little
    new-instance v0, {V}
    move v7, p6
    invoke-direct/range {{v0 .. v7}}, {V}-><init>({BB}IIIIIZ)V
    return-object v0
    :little
    new-instance v0, Ljava/nio/ByteBufferAs{X}BufferL;
    invoke-direct/range {{v0 .. v6}}, Ljava/nio/ByteBufferAs{X}BufferL;-><init>({BB}IIIII)V
    return-object v0
    :read_only
    if-eqz p6, :read_only_little
    new-instance v0, Ljava/nio/ByteBufferAs{X}BufferRB;
    invoke-direct/range {{v0 .. v6}}, Ljava/nio/ByteBufferAs{X}BufferRB;-><init>({BB}IIIII)V
    return-object v0
    :read_only_little
    new-instance v0, Ljava/nio/ByteBufferAs{X}BufferRL;
    invoke-direct/range {{v0 .. v6}}, Ljava/nio/ByteBufferAs{X}BufferRL;-><init>({BB}IIIII)V
    return-object v0
.end method

.method ix(I){D}
    .locals 3
    iget-object v0, p0, {V}->bb:{BB}
    iget v1, p0, {V}->byteOffset:I
    mul-int/lit8 v2, p1, {sz}
    add-int/2addr v1, v2
    iget-boolean v2, p0, {V}->big:Z
    invoke-virtual {{v0, v1, v2}}, {BB}->get{X}At(IZ){D}
    {mr} v1
    {ret} v1
.end method

.method ix(I{D})V
    .locals 3
    iget-object v0, p0, {V}->bb:{BB}
    iget v1, p0, {V}->byteOffset:I
    mul-int/lit8 v2, p1, {sz}
    add-int/2addr v1, v2
    iget-boolean v2, p0, {V}->big:Z
    invoke-virtual {{v0, v1, {val2}, v2}}, {BB}->put{X}At(I{D}Z)V
    return-void
.end method

.method derive(IIIIIZ){B}
    .locals 8
    iget-object v0, p0, {V}->bb:{BB}
    move v1, p1
    move v2, p2
    move v3, p3
    move v4, p4
    iget v5, p0, {V}->byteOffset:I
    mul-int/lit8 v6, p5, {sz}
    add-int/2addr v5, v6
    iget-boolean v6, p0, {V}->big:Z
    move v7, p6
    invoke-static/range {{v0 .. v7}}, {V}->make({BB}IIIIIZZ){B}
    move-result-object v0
    return-object v0
.end method

.method public order()Ljava/nio/ByteOrder;
    .locals 1
    iget-boolean v0, p0, {V}->big:Z
    if-eqz v0, :little
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
    :little
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
.end method
''')
    for suf, big, ro in (('L', 0, False), ('RB', 1, True), ('RL', 0, True)):
        rol = f'''    const/4 v0, 1
    iput-boolean v0, p0, {B}->isReadOnly:Z
''' if ro else ''
        open(f'{OUT}/ByteBufferAs{X}Buffer{suf}.smali', 'w').write(f'''.class Ljava/nio/ByteBufferAs{X}Buffer{suf};
.super {V}
.source "ByteBufferAs{X}Buffer{suf}.java"

# The {'little-endian' if not big else 'big-endian'}{' read-only' if ro else ''} view (see ByteBufferAs{X}BufferB).

# (bb, mark, pos, lim, cap, byteOffset)
.method constructor <init>({BB}IIIII)V
    .locals 8
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move v3, p3
    move v4, p4
    move v5, p5
    move v6, p6
    const/4 v7, {big}
    invoke-direct/range {{v0 .. v7}}, {V}-><init>({BB}IIIIIZ)V
{rol}    return-void
.end method
''')

EXTRA = {}
# ---- per-type extras (ByteBuffer order and typed access, CharBuffer text) ----
BBD = 'Ljava/nio/ByteBuffer;'
bx = [f'''
.method public final order()Ljava/nio/ByteOrder;
    .locals 1
    iget-boolean v0, p0, {BBD}->bigEndian:Z
    if-eqz v0, :little
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
    :little
    sget-object v0, Ljava/nio/ByteOrder;->LITTLE_ENDIAN:Ljava/nio/ByteOrder;
    return-object v0
.end method

.method public final order(Ljava/nio/ByteOrder;){BBD}
    .locals 1
    sget-object v0, Ljava/nio/ByteOrder;->BIG_ENDIAN:Ljava/nio/ByteOrder;
    if-eq p1, v0, :big
    const/4 v0, 0
    goto :set
    :big
    const/4 v0, 1
    :set
    iput-boolean v0, p0, {BBD}->bigEndian:Z
    return-object p0
.end method

# getBits(bi, n, big): n bytes from index bi as one value, the first the most significant
# when big, the last when not.
.method final getBits(IIZ)J
    .locals 7
    const-wide/16 v0, 0
    const/4 v2, 0
    :loop
    if-ge v2, p2, :done
    if-eqz p3, :little
    add-int v3, p1, v2
    goto :have
    :little
    add-int v3, p1, p2
    add-int/lit8 v3, v3, -1
    sub-int/2addr v3, v2
    :have
    invoke-virtual {{p0, v3}}, {BBD}->ix(I)B
    move-result v3
    and-int/lit16 v3, v3, 0xff
    int-to-long v4, v3
    const/16 v6, 8
    shl-long/2addr v0, v6
    or-long/2addr v0, v4
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-wide v0
.end method

# putBits(bi, n, v, big): the low n bytes of v from index bi, in getBits' order.
.method final putBits(IIJZ)V
    .locals 3
    const/4 v0, 0
    :loop
    if-ge v0, p2, :done
    if-eqz p5, :little
    add-int v1, p1, p2
    add-int/lit8 v1, v1, -1
    sub-int/2addr v1, v0
    goto :have
    :little
    add-int v1, p1, v0
    :have
    long-to-int v2, p3
    int-to-byte v2, v2
    invoke-virtual {{p0, v1, v2}}, {BBD}->ix(IB)V
    const/16 v2, 8
    shr-long/2addr p3, v2
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method

''']
for name, D, n, wide, tolong, fromlong in [
    ('Char', 'C', 2, False, ['int-to-long v3, {v}'], ['long-to-int v0, v0', 'int-to-char v0, v0']),
    ('Short', 'S', 2, False, ['int-to-long v3, {v}'], ['long-to-int v0, v0', 'int-to-short v0, v0']),
    ('Int', 'I', 4, False, ['int-to-long v3, {v}'], ['long-to-int v0, v0']),
    ('Long', 'J', 8, True, ['move-wide v3, {v}'], []),
    ('Float', 'F', 4, False, ['invoke-static {{{v}}}, Ljava/lang/Float;->floatToRawIntBits(F)I', 'move-result v3', 'int-to-long v3, v3'],
        ['long-to-int v0, v0', 'invoke-static {v0}, Ljava/lang/Float;->intBitsToFloat(I)F', 'move-result v0']),
    ('Double', 'D', 8, True, ['invoke-static {{{v}, {v2}}}, Ljava/lang/Double;->doubleToRawLongBits(D)J', 'move-result-wide v3'],
        ['invoke-static {v0, v1}, Ljava/lang/Double;->longBitsToDouble(J)D', 'move-result-wide v0']),
]:
    mr = 'move-result-wide' if wide else 'move-result'
    ret = 'return-wide' if wide else 'return'
    # parameter registers: putXAt(I T Z): p1 index, p2 value (p2,p3 wide), big after
    big_at = 'p4' if wide else 'p3'
    tl = '\n'.join('    ' + s.format(v='p2', v2='p3') for s in tolong)
    fl = '\n'.join('    ' + s for s in fromlong)
    val1 = 'p1, p2' if wide else 'p1'
    val2 = 'p2, p3' if wide else 'p2'
    bx.append(f'''
.method final get{name}At(IZ){D}
    .locals 2
    const/16 v0, {n}
    invoke-virtual {{p0, p1, v0, p2}}, {BBD}->getBits(IIZ)J
    move-result-wide v0
{fl}
    {ret} v0
.end method

.method final put{name}At(I{D}Z)V
    .locals 6
{tl}
    move-object v0, p0
    move v1, p1
    const/16 v2, {n}
    move v5, {big_at}
    invoke-virtual/range {{v0 .. v5}}, {BBD}->putBits(IIJZ)V
    return-void
.end method

.method public get{name}(){D}
    .locals 2
    const/16 v0, {n}
    invoke-virtual {{p0, v0}}, {BBD}->nextGetIndex(I)I
    move-result v0
    iget-boolean v1, p0, {BBD}->bigEndian:Z
    invoke-virtual {{p0, v0, v1}}, {BBD}->get{name}At(IZ){D}
    {mr} v0
    {ret} v0
.end method

.method public get{name}(I){D}
    .locals 2
    const/16 v0, {n}
    invoke-virtual {{p0, p1, v0}}, {BBD}->checkIndex(II)I
    iget-boolean v1, p0, {BBD}->bigEndian:Z
    invoke-virtual {{p0, p1, v1}}, {BBD}->get{name}At(IZ){D}
    {mr} v0
    {ret} v0
.end method

.method public put{name}({D}){BBD}
    .locals 2
    invoke-direct {{p0}}, {BBD}->writable()V
    const/16 v0, {n}
    invoke-virtual {{p0, v0}}, {BBD}->nextPutIndex(I)I
    move-result v0
    iget-boolean v1, p0, {BBD}->bigEndian:Z
    invoke-virtual {{p0, v0, {val1}, v1}}, {BBD}->put{name}At(I{D}Z)V
    return-object p0
.end method

.method public put{name}(I{D}){BBD}
    .locals 2
    invoke-direct {{p0}}, {BBD}->writable()V
    const/16 v0, {n}
    invoke-virtual {{p0, p1, v0}}, {BBD}->checkIndex(II)I
    iget-boolean v1, p0, {BBD}->bigEndian:Z
    invoke-virtual {{p0, p1, {val2}, v1}}, {BBD}->put{name}At(I{D}Z)V
    return-object p0
.end method
''')
for name, shift in [('Char', 1), ('Int', 2), ('Long', 3)]:
    bx.append(f'''
# as{name}Buffer: a view of the remaining bytes in this buffer's current order.
.method public as{name}Buffer()Ljava/nio/{name}Buffer;
    .locals 8
    move-object v0, p0
    const/4 v1, -1
    const/4 v2, 0
    iget v5, p0, Ljava/nio/Buffer;->position:I
    iget v3, p0, Ljava/nio/Buffer;->limit:I
    sub-int/2addr v3, v5
    if-gez v3, :rem_ok
    const/4 v3, 0
    :rem_ok
    shr-int/lit8 v3, v3, {shift}
    move v4, v3
    iget-boolean v6, p0, {BBD}->bigEndian:Z
    iget-boolean v7, p0, {BBD}->isReadOnly:Z
    invoke-static/range {{v0 .. v7}}, Ljava/nio/ByteBufferAs{name}BufferB;->make({BBD}IIIIIZZ)Ljava/nio/{name}Buffer;
    move-result-object v0
    return-object v0
.end method
''')
EXTRA['Byte'] = ''.join(bx)

CB = 'Ljava/nio/CharBuffer;'
EXTRA['Char'] = f'''
# wrap(csq, start, end): a read-only StringCharBuffer; IndexOutOfBoundsException (no
# message) for a bad range.
.method public static wrap(Ljava/lang/CharSequence;II){CB}
    .locals 7
    invoke-interface {{p0}}, Ljava/lang/CharSequence;->length()I
    move-result v5
    :try_start
    new-instance v0, Ljava/nio/StringCharBuffer;
    move-object v1, p0
    const/4 v2, -1
    move v3, p1
    move v4, p2
    const/4 v6, 0
    invoke-direct/range {{v0 .. v6}}, Ljava/nio/StringCharBuffer;-><init>(Ljava/lang/CharSequence;IIIII)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {{:try_start .. :try_end}} :bad
    return-object v0
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {{v0}}, Ljava/lang/IndexOutOfBoundsException;-><init>()V
    throw v0
.end method

.method public static wrap(Ljava/lang/CharSequence;){CB}
    .locals 2
    invoke-interface {{p0}}, Ljava/lang/CharSequence;->length()I
    move-result v0
    const/4 v1, 0
    invoke-static {{p0, v1, v0}}, {CB}->wrap(Ljava/lang/CharSequence;II){CB}
    move-result-object v0
    return-object v0
.end method

# The remaining chars.
.method public toString()Ljava/lang/String;
    .locals 4
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {{v0}}, Ljava/lang/StringBuilder;-><init>()V
    iget v1, p0, Ljava/nio/Buffer;->position:I
    iget v2, p0, Ljava/nio/Buffer;->limit:I
    :loop
    if-ge v1, v2, :done
    invoke-virtual {{p0, v1}}, {CB}->ix(I)C
    move-result v3
    invoke-virtual {{v0, v3}}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-virtual {{v0}}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final length()I
    .locals 1
    invoke-virtual {{p0}}, {CB}->remaining()I
    move-result v0
    return v0
.end method

.method public final isEmpty()Z
    .locals 1
    invoke-virtual {{p0}}, {CB}->hasRemaining()Z
    move-result v0
    xor-int/lit8 v0, v0, 1
    return v0
.end method

.method public final charAt(I)C
    .locals 2
    const/4 v0, 1
    invoke-virtual {{p0, p1, v0}}, {CB}->checkIndex(II)I
    iget v0, p0, Ljava/nio/Buffer;->position:I
    add-int/2addr v0, p1
    invoke-virtual {{p0, v0}}, {CB}->get(I)C
    move-result v0
    return v0
.end method

# subSequence(start, end): chars start..end of the remaining ones, over the same storage;
# Objects.checkFromToIndex's exception for a bad range.
.method public subSequence(II){CB}
    .locals 8
    iget v0, p0, Ljava/nio/Buffer;->position:I
    iget v1, p0, Ljava/nio/Buffer;->limit:I
    if-le v0, v1, :pos_ok
    move v0, v1
    :pos_ok
    sub-int v2, v1, v0
    if-ltz p1, :bad
    if-gt p2, v2, :bad
    if-gt p1, p2, :bad
    move-object v1, p0
    const/4 v2, -1
    add-int v3, v0, p1
    add-int v4, v0, p2
    iget v5, p0, Ljava/nio/Buffer;->capacity:I
    const/4 v6, 0
    iget-boolean v7, p0, {CB}->isReadOnly:Z
    invoke-virtual/range {{v1 .. v7}}, {CB}->derive(IIIIIZ){CB}
    move-result-object v0
    return-object v0
    :bad
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "Range ["
    invoke-direct {{v0, v1}}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {{v0, p1}}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ", "
    invoke-virtual {{v0, v1}}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {{v0, p2}}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, ") out of bounds for length "
    invoke-virtual {{v0, v1}}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {{v0, v2}}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {{v0}}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-direct {{v0, v1}}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public bridge synthetic subSequence(II)Ljava/lang/CharSequence;
    .locals 1
    invoke-virtual {{p0, p1, p2}}, {CB}->subSequence(II){CB}
    move-result-object v0
    return-object v0
.end method

# put(src, start, end): Objects.checkFromIndexSize(start, end - start, length) first, as the
# JDK's.
.method public put(Ljava/lang/String;II){CB}
    .locals 2
    sub-int v0, p3, p2
    invoke-virtual {{p1}}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {{p2, v0, v1}}, Ljava/util/Objects;->checkFromIndexSize(III)I
    iget-boolean v1, p0, {CB}->isReadOnly:Z
    if-eqz v1, :writable
    new-instance v0, Ljava/nio/ReadOnlyBufferException;
    invoke-direct {{v0}}, Ljava/nio/ReadOnlyBufferException;-><init>()V
    throw v0
    :writable
    invoke-virtual {{p0}}, {CB}->remaining()I
    move-result v1
    if-le v0, v1, :loop
    new-instance v0, Ljava/nio/BufferOverflowException;
    invoke-direct {{v0}}, Ljava/nio/BufferOverflowException;-><init>()V
    throw v0
    :loop
    if-ge p2, p3, :done
    invoke-virtual {{p1, p2}}, Ljava/lang/String;->charAt(I)C
    move-result v0
    invoke-virtual {{p0, v0}}, {CB}->put(C){CB}
    add-int/lit8 p2, p2, 1
    goto :loop
    :done
    return-object p0
.end method

.method public final put(Ljava/lang/String;){CB}
    .locals 2
    invoke-virtual {{p1}}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0
    invoke-virtual {{p0, p1, v1, v0}}, {CB}->put(Ljava/lang/String;II){CB}
    return-object p0
.end method

.method public append(Ljava/lang/CharSequence;){CB}
    .locals 1
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {{p0, v0}}, {CB}->put(Ljava/lang/String;){CB}
    return-object p0
.end method

.method public append(Ljava/lang/CharSequence;II){CB}
    .locals 1
    if-nez p1, :have
    const-string p1, "null"
    :have
    invoke-interface {{p1, p2, p3}}, Ljava/lang/CharSequence;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-interface {{v0}}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {{p0, v0}}, {CB}->put(Ljava/lang/String;){CB}
    return-object p0
.end method

.method public append(C){CB}
    .locals 0
    invoke-virtual {{p0, p1}}, {CB}->put(C){CB}
    return-object p0
.end method
'''

for X, d in TYPES.items():
    gen(X, d)
