.class public Ljava/util/zip/ZipEntry;
.super Ljava/lang/Object;
.source "ZipEntry.java"
.implements Ljava/lang/Cloneable;

# java.util.zip.ZipEntry (JDK 17 API): an entry's name, method, sizes and CRC-32 (-1 where
# unknown), as ZipInputStream reads them from a local header (or the data descriptor
# after the data). Not provided: times, extra data and comments.

.field public static final STORED:I = 0x0
.field public static final DEFLATED:I = 0x8

.field name:Ljava/lang/String;
.field method:I
.field size:J
.field csize:J
.field crc:J

.method public constructor <init>(Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    const v1, 0xffff
    if-gt v0, v1, :long
    iput-object p1, p0, Ljava/util/zip/ZipEntry;->name:Ljava/lang/String;
    const/4 v0, -1
    iput v0, p0, Ljava/util/zip/ZipEntry;->method:I
    const-wide/16 v0, -1
    iput-wide v0, p0, Ljava/util/zip/ZipEntry;->size:J
    iput-wide v0, p0, Ljava/util/zip/ZipEntry;->csize:J
    iput-wide v0, p0, Ljava/util/zip/ZipEntry;->crc:J
    return-void
    :long
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "entry name too long"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/zip/ZipEntry;->name:Ljava/lang/String;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/zip/ZipEntry;->name:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Ljava/util/zip/ZipEntry;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method

.method public isDirectory()Z
    .registers 3
    iget-object v0, p0, Ljava/util/zip/ZipEntry;->name:Ljava/lang/String;
    const-string v1, "/"
    invoke-virtual {v0, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method public getMethod()I
    .registers 2
    iget v0, p0, Ljava/util/zip/ZipEntry;->method:I
    return v0
.end method

.method public setMethod(I)V
    .registers 4
    if-eqz p1, :ok
    const/16 v0, 8
    if-eq p1, v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "invalid compression method"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    iput p1, p0, Ljava/util/zip/ZipEntry;->method:I
    return-void
.end method

.method public getSize()J
    .registers 3
    iget-wide v0, p0, Ljava/util/zip/ZipEntry;->size:J
    return-wide v0
.end method

.method public getCompressedSize()J
    .registers 3
    iget-wide v0, p0, Ljava/util/zip/ZipEntry;->csize:J
    return-wide v0
.end method

.method public getCrc()J
    .registers 3
    iget-wide v0, p0, Ljava/util/zip/ZipEntry;->crc:J
    return-wide v0
.end method

.method public setSize(J)V
    .registers 5
    const-wide/16 v0, 0
    cmp-long v0, p1, v0
    if-ltz v0, :bad
    iput-wide p1, p0, Ljava/util/zip/ZipEntry;->size:J
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "invalid entry size"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public setCompressedSize(J)V
    .registers 3
    iput-wide p1, p0, Ljava/util/zip/ZipEntry;->csize:J
    return-void
.end method

.method public setCrc(J)V
    .registers 5
    const-wide/16 v0, 0
    cmp-long v0, p1, v0
    if-ltz v0, :bad
    const-wide v0, 0xffffffffL
    cmp-long v0, p1, v0
    if-gtz v0, :bad
    iput-wide p1, p0, Ljava/util/zip/ZipEntry;->crc:J
    return-void
    :bad
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "invalid entry crc-32"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public clone()Ljava/lang/Object;
    .registers 3
    :try
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/CloneNotSupportedException; {:try .. :try_end} :never
    return-object v0
    :never
    move-exception v0
    new-instance v1, Ljava/lang/InternalError;
    invoke-direct {v1}, Ljava/lang/InternalError;-><init>()V
    throw v1
.end method
