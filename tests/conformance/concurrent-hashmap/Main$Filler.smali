.class LMain$Filler;
.super Ljava/lang/Thread;
.source "Main.java"

# Puts keys base+0 .. base+249 (value k), yielding now and then.
.field final map:Ljava/util/concurrent/ConcurrentHashMap;
.field final base:I

.method constructor <init>(Ljava/util/concurrent/ConcurrentHashMap;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Filler;->map:Ljava/util/concurrent/ConcurrentHashMap;
    iput p2, p0, LMain$Filler;->base:I
    return-void
.end method

.method public run()V
    .locals 5
    const/4 v0, 0
    :loop
    const/16 v1, 250
    if-ge v0, v1, :done
    iget v1, p0, LMain$Filler;->base:I
    add-int/2addr v1, v0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    iget-object v3, p0, LMain$Filler;->map:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v3, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    and-int/lit8 v4, v0, 15
    if-nez v4, :next
    invoke-static {}, Ljava/lang/Thread;->yield()V
    :next
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method
